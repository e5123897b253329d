import Foundation
import Testing

@testable import AlmanacCore

/// `ReadableDuration` counts years, months and days by integer arithmetic; Foundation's Gregorian
/// calendar is the model it must equal, for every pair of days it is asked about.
@Suite struct ReadableDurationArithmeticTests {
    static func foundation(_ earlier: LocalDay, _ later: LocalDay) -> [Int] {
        func instant(_ day: LocalDay) -> Date {
            ReadableDuration.gregorian.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
        }
        let parts = ReadableDuration.gregorian.dateComponents([.year, .month, .day], from: instant(earlier), to: instant(later))
        return [parts.year ?? -1, parts.month ?? -1, parts.day ?? -1]
    }

    static func arithmetic(_ earlier: LocalDay, _ later: LocalDay) -> [Int] {
        let parts = ReadableDuration.yearsMonthsDays(from: earlier, to: later)
        return [parts.years, parts.months, parts.days]
    }

    @Test func randomPairsCountAsFoundationCounts() {
        var random = SeededRandom(seed: 34)
        let span = ReadableDuration.gregorianCounted.days(to: LocalDay(year: 2600, month: 12, day: 31))
        var mismatches: [String] = []
        for _ in 0..<4_000 {
            let a = ReadableDuration.gregorianCounted.adding(days: Int.random(in: 0...span, using: &random))
            // Near pairs (days and months apart) as often as far ones.
            let b =
                Bool.random(using: &random)
                ? a.adding(days: Int.random(in: 0...800, using: &random))
                : ReadableDuration.gregorianCounted.adding(days: Int.random(in: 0...span, using: &random))
            let (earlier, later) = a <= b ? (a, b) : (b, a)
            if Self.arithmetic(earlier, later) != Self.foundation(earlier, later) { mismatches.append("\(earlier) → \(later)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// Every month's last days (28 to 31) to every day of the following 14 months, in a leap
    /// year and around it: where clamping decides.
    @Test func monthEndsCountAsFoundationCounts() {
        var mismatches: [String] = []
        for year in [2019, 2020, 2100] {
            for month in 1...12 {
                let length = LocalDay.daysIn(month: month, year: year)
                for day in 28...length {
                    let earlier = LocalDay(year: year, month: month, day: day)
                    for offset in 0...430 {
                        let later = earlier.adding(days: offset)
                        if Self.arithmetic(earlier, later) != Self.foundation(earlier, later) {
                            mismatches.append("\(earlier) → \(later)")
                        }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// Before 1583 Foundation counts Julian days; a duration from then is still its answer.
    @Test func datesBeforeTheGregorianCalendarAreFoundations() {
        let earlier = PartialDate(LocalDay(year: 1500, month: 2, day: 29))
        let later = PartialDate(LocalDay(year: 1600, month: 3, day: 1))
        let counted = ReadableDuration.between(earlier, later)
        #expect([counted.years, counted.months, counted.days] == Self.foundation(earlier.earliest, later.earliest))
    }
}

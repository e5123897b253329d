import Foundation
import Testing

@testable import AlmanacCore

@Suite struct ZeroPaddedTests {
    /// Dates, times and timeline dates are written without Foundation's formatter: the same text
    /// as `String(format: "%0Nd")` for every value they can hold, and wider values kept whole.
    @Test func writesWhatTheFormatterWrites() {
        var differing: [String] = []
        for width in 1...4 {
            for value in Array(0...10_000) + [99_999, 123_456_789, Int(Int32.max)]
            where String(value, zeroPaddedTo: width) != String(format: "%0\(width)d", value) {
                differing.append("\(value), width \(width)")
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(String(-5, zeroPaddedTo: 2) == "-5")
    }

    @Test func aDayATimeAndATimelineDateReadAsBefore() throws {
        #expect(LocalDay(year: 7, month: 3, day: 9).description == "0007-03-09")
        #expect(try WallClockTime(hour: 9, minute: 5).description == "09:05")
        #expect(try PartialDate(year: 986, month: 1).sortKey == "0986-01")
        #expect(try PartialDate(year: 2015, month: 6, day: 25, approximate: true).text == "2015-06-25~")
    }
}

import AlmanacCore
import Foundation
import Testing

@Suite struct UUIDv7Tests {
    @Test func idsMadeAtTheSameInstantSortInTheOrderTheyWereMade() {
        let instant = Date(timeIntervalSince1970: 1_800_000_000)
        let ids = (0..<10_000).map { _ in UUIDv7.make(at: instant) }
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { UUIDv7.isValid($0) && $0[$0.index($0.startIndex, offsetBy: 14)] == "7" })
    }

    @Test func aClockThatStepsBackDoesNotBreakTheOrder() {
        let later = UUIDv7.make(at: Date(timeIntervalSince1970: 1_900_000_000))
        let earlier = UUIDv7.make(at: Date(timeIntervalSince1970: 1_000_000_000))
        #expect(earlier > later)
    }

    @Test func theTimeIsInTheFirstFortyEightBits() {
        let id = UUIDv7.make(at: Date(timeIntervalSince1970: 4_000_000_000))  // later than any other test's clock
        let millis = UInt64(id.replacingOccurrences(of: "-", with: "").prefix(12), radix: 16)
        #expect(millis.map { $0 >= 4_000_000_000_000 && $0 < 4_000_000_001_000 } == true)
    }

    @Test func anImpossibleDateDoesNotTrap() {
        #expect(UUIDv7.isValid(UUIDv7.make(at: Date(timeIntervalSince1970: .infinity))))
        #expect(UUIDv7.isValid(UUIDv7.make(at: Date(timeIntervalSince1970: -1e20))))
    }
}

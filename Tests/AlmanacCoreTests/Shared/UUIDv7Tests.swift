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

    @Test func theTextIsFoundationsUUIDStringInLowercase() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 {
            let (high, low): (UInt64, UInt64) = (generator.next(), generator.next())
            var bytes = [UInt8]()
            for word in [high, low] {
                for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> shift)) }
            }
            let uuid = UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10],
                    bytes[11],
                    bytes[12], bytes[13], bytes[14], bytes[15]
                ))
            #expect(UUIDv7.text(high: high, low: low) == uuid.uuidString.lowercased())
        }
        #expect(UUIDv7.text(high: 0, low: .max) == "00000000-0000-0000-ffff-ffffffffffff")
        let id = UUIDv7.make(at: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(UUID(uuidString: id)?.uuidString.lowercased() == id)
        #expect(id.count == 36 && "89ab".contains(id[id.index(id.startIndex, offsetBy: 19)]))
    }
}

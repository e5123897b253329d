import Foundation
import Testing

@testable import AlmanacCore

@Suite struct HexTests {
    @Test func everyByteIsWrittenAsFoundationFormatsIt() {
        let all = Array(UInt8.min...UInt8.max)
        #expect(Hex.lowercase(all) == all.map { String(format: "%02x", $0) }.joined())
        #expect(Hex.lowercase([UInt8]()) == "")
        var generator = SystemRandomNumberGenerator()
        let random = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(Hex.lowercase(random) == random.map { String(format: "%02x", $0) }.joined())
        #expect(Hex.lowercase(random[4..<9]).count == 10, "a slice")
    }
}

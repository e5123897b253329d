import Foundation
import Synchronization

/// Time-ordered ids (RFC 9562 UUIDv7) as lowercase text, so rows sort by creation. Monotonic
/// within the process (RFC 9562 §6.2, method 1): ids made in the same millisecond, or while the
/// clock steps back, take the last millisecond and a 12-bit counter in `rand_a`, so two things
/// added at the same instant still sort in the order they were made.
public enum UUIDv7 {
    private struct State {
        var millis: UInt64 = 0
        var counter: UInt16 = 0
    }

    private static let state = Mutex(State())

    public static func make(at date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let clock = seconds.isFinite && seconds > 0 ? UInt64(min(seconds * 1000, 281_474_976_710_655)) : 0
        let (millis, counter) = state.withLock { state -> (UInt64, UInt16) in
            if clock > state.millis {
                state.millis = clock
                state.counter = UInt16.random(in: 0...0x1FF)  // a random start, leaving room to count up
            } else if state.counter < 0xFFF {
                state.counter += 1
            } else {
                state.millis += 1
                state.counter = 0
            }
            return (state.millis, state.counter)
        }
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<6 { bytes[i] = UInt8((millis >> (8 * (5 - i))) & 0xFF) }
        bytes[6] = 0x70 | UInt8(counter >> 8)
        bytes[7] = UInt8(counter & 0xFF)
        var generator = SystemRandomNumberGenerator()
        for i in 8..<16 { bytes[i] = UInt8.random(in: 0...255, using: &generator) }
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { String(format: "%02x", $0) }.joined()
        let c = Array(hex)
        return String(c[0..<8]) + "-" + String(c[8..<12]) + "-" + String(c[12..<16]) + "-" + String(c[16..<20]) + "-" + String(c[20..<32])
    }

    public static func isValid(_ text: String) -> Bool {
        UUID(uuidString: text) != nil
    }
}

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
        var generator = SystemRandomNumberGenerator()
        let random: UInt64 = generator.next()
        // rand_b with the variant bits 10 on top.
        return text(high: millis << 16 | 0x7000 | UInt64(counter & 0xFFF), low: random & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000)
    }

    /// The 128 bits `high` (bytes 0–7) and `low` (bytes 8–15) as lowercase hex in the 8-4-4-4-12
    /// form, written straight into the string's storage (no per-byte formatting).
    public static func text(high: UInt64, low: UInt64) -> String {
        String(unsafeUninitializedCapacity: 36) { buffer in
            let digits: StaticString = "0123456789abcdef"
            digits.withUTF8Buffer { digits in
                var position = 0
                for nibble in 0..<32 {
                    if nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20 {
                        buffer[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    let word = nibble < 16 ? high : low
                    buffer[position] = digits[Int(truncatingIfNeeded: word >> (60 - 4 * UInt64(nibble % 16)) & 0xF)]
                    position += 1
                }
            }
            return 36
        }
    }

    public static func isValid(_ text: String) -> Bool {
        UUID(uuidString: text) != nil
    }
}

import Foundation

/// Time-ordered ids (RFC 9562 UUIDv7) as lowercase text, so rows sort by creation.
public enum UUIDv7 {
    public static func make(at date: Date) -> String {
        var bytes = [UInt8](repeating: 0, count: 16)
        let millis = UInt64(max(0, date.timeIntervalSince1970 * 1000))
        for i in 0..<6 { bytes[i] = UInt8((millis >> (8 * (5 - i))) & 0xFF) }
        var generator = SystemRandomNumberGenerator()
        for i in 6..<16 { bytes[i] = UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x70
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { String(format: "%02x", $0) }.joined()
        let c = Array(hex)
        return String(c[0..<8]) + "-" + String(c[8..<12]) + "-" + String(c[12..<16]) + "-" + String(c[16..<20]) + "-" + String(c[20..<32])
    }

    public static func isValid(_ text: String) -> Bool {
        UUID(uuidString: text) != nil
    }
}

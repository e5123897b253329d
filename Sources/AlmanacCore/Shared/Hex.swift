/// Bytes as lowercase hex text, written straight into the string's storage (tokens, hashes and
/// keys are made on every request; formatting each byte on its own was a tenth of a request).
public enum Hex {
    public static func lowercase<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: bytes.count * 2) { buffer in
            digits.withUTF8Buffer { digit in
                var index = 0
                for byte in bytes {
                    buffer[index] = digit[Int(byte >> 4)]
                    buffer[index + 1] = digit[Int(byte & 0x0F)]
                    index += 2
                }
                return index
            }
        }
    }
}

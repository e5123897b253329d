/// Fractional index keys for user ordering: variable-length base-62 strings whose byte order is the
/// user's order, so SQLite (BINARY collation) and Swift sort them the same way.
///
/// A key is an integer part followed by an optional fraction (the scheme of the well-known
/// "fractional-indexing" algorithm). The integer part's first character gives its length
/// (`a`…`z`: 1…26 digits for 0 and up, `Z`…`A`: 1…26 digits below 0), so appending and prepending
/// count up or down an integer whose length grows with its logarithm: 100,000 appends stay at
/// 4 characters. Inserting between two keys bisects the fraction, adding about one character per
/// six inserts into the same gap; a container whose key would exceed `maxLength` is rewritten with
/// `evenlySpaced(count:)`.
///
/// No key ends in `0`, the smallest digit, so there is always a key before any key and between
/// any two keys.
public enum OrderKey {
    /// A longer key means the container should be rewritten with `evenlySpaced(count:)`.
    public static let maxLength = 48

    /// The digits in ASCII order, so byte comparison is numeric comparison.
    static let digits: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    static let zero = UInt8(ascii: "0")
    static let base = 62
    /// The first key of an empty container: integer 1, leaving room for prepends below it.
    static let firstKey: [UInt8] = Array("a1".utf8)

    /// The order keys sort in: byte by byte on UTF-8, exactly as SQLite's BINARY collation.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// True when the key would be too long to keep; rewrite the container with `evenlySpaced`.
    public static func needsRebalancing(_ key: String) -> Bool {
        key.utf8.count > maxLength
    }

    /// Whether `key` is a well-formed order key (base-62 digits, a valid integer head, no trailing `0`).
    public static func isValid(_ key: String) -> Bool {
        isValid(Array(key.utf8))
    }

    /// Whether `between(a, b)` can be asked: both keys well formed and `a` before `b`. A key that
    /// is not one of ours (a damaged or hand-edited database) cannot be bisected; the caller
    /// rewrites its container instead, so a stored value never stops a write.
    public static func canBisect(_ a: String?, _ b: String?) -> Bool {
        guard a.map(isValid) ?? true, b.map(isValid) ?? true else { return false }
        guard let a, let b else { return true }
        return precedes(a, b)
    }

    /// A key strictly between `a` and `b`; `nil` is the open end (`between(nil, nil)` starts an empty
    /// container, `between(last, nil)` appends, `between(nil, first)` prepends).
    /// - Precondition: both keys are valid and `a` precedes `b`.
    public static func between(_ a: String?, _ b: String?) -> String {
        let lower = a.map { Array($0.utf8) }
        let upper = b.map { Array($0.utf8) }
        precondition(lower.map(isValid) ?? true, "\(a ?? "") is not a valid order key")
        precondition(upper.map(isValid) ?? true, "\(b ?? "") is not a valid order key")
        if let lower, let upper {
            precondition(lower.lexicographicallyPrecedes(upper), "order key \(a!) must precede \(b!)")
        }
        return String(decoding: between(lower, upper), as: UTF8.self)
    }

    /// Like `between(_:_:)`, followed by `jitter` random digits (taken from `generator`), so two
    /// clients inserting into the same gap at the same moment almost surely get different keys.
    /// The result still lies strictly between `a` and `b`.
    public static func between<R: RandomNumberGenerator>(
        _ a: String?, _ b: String?, jitter: Int, using generator: inout R
    ) -> String {
        let plain = between(a, b)
        guard jitter > 0 else { return plain }
        var key = Array(plain.utf8)
        // When the plain key is a prefix of `b`, the suffix must stay below the rest of `b`.
        if let b, b.utf8.count > key.count, b.utf8.starts(with: key) {
            var rest = Array(b.utf8)[key.count...]
            while rest.first == zero {
                key.append(zero)
                rest.removeFirst()
            }
            // `rest` cannot be empty here: `b` does not end in `0`.
            let limit = value(of: rest.first!)
            key.append(digits[Int.random(in: 0..<limit, using: &generator)])
        }
        for index in 0..<jitter {
            let lowest = index == jitter - 1 ? 1 : 0  // never end in `0`
            key.append(digits[Int.random(in: lowest..<base, using: &generator)])
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// `count` short, equally spaced keys in increasing order, for rewriting a whole container.
    /// They are consecutive integers from the first key, so every gap has the same room.
    public static func evenlySpaced(count: Int) -> [String] {
        var keys: [String] = []
        keys.reserveCapacity(max(0, count))
        var key = firstKey
        for _ in 0..<max(0, count) {
            keys.append(String(decoding: key, as: UTF8.self))
            guard let next = increment(key) else { preconditionFailure("order key space exhausted") }
            key = next
        }
        return keys
    }

    // MARK: - The algorithm, on bytes

    static func value(of digit: UInt8) -> Int {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(digit) - 48
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(digit) - 55
        default: Int(digit) - 61
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
    }

    /// The length of the integer part (head included) that starts with `head`, or nil.
    static func integerLength(head: UInt8) -> Int? {
        switch head {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(head) - Int(UInt8(ascii: "a")) + 2
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(UInt8(ascii: "Z")) - Int(head) + 2
        default: nil
        }
    }

    static func isValid(_ key: [UInt8]) -> Bool {
        guard let head = key.first, let length = integerLength(head: head), key.count >= length,
            key.allSatisfy(isDigit), key.last != zero
        else { return false }
        return true
    }

    static func integerPart(_ key: [UInt8]) -> ArraySlice<UInt8> {
        key[0..<integerLength(head: key[0])!]
    }

    static func between(_ a: [UInt8]?, _ b: [UInt8]?) -> [UInt8] {
        switch (a, b) {
        case (nil, nil):
            return firstKey
        case (nil, let b?):
            let integer = Array(integerPart(b))
            let fraction = Array(b[integer.count...])
            if !fraction.isEmpty, integer.last != zero { return integer }
            if let smaller = decrement(integer) { return smaller }
            guard !fraction.isEmpty else { preconditionFailure("order key space exhausted") }
            return integer + midpoint([], fraction)
        case (let a?, nil):
            let integer = Array(integerPart(a))
            if let larger = increment(integer) { return larger }
            return integer + midpoint(Array(a[integer.count...]), nil)
        case (let a?, let b?):
            let integerA = Array(integerPart(a))
            let integerB = Array(integerPart(b))
            let fractionA = Array(a[integerA.count...])
            if integerA == integerB {
                return integerA + midpoint(fractionA, Array(b[integerB.count...]))
            }
            if let larger = increment(integerA), larger.lexicographicallyPrecedes(b) { return larger }
            return integerA + midpoint(fractionA, nil)
        }
    }

    /// A fraction strictly between fractions `a` and `b` (nil: 1), neither ending in `0`.
    static func midpoint(_ a: [UInt8], _ b: [UInt8]?) -> [UInt8] {
        if let b {
            var common = 0
            while common < b.count, (common < a.count ? a[common] : zero) == b[common] { common += 1 }
            if common > 0 {
                return Array(b[0..<common])
                    + midpoint(Array(a.dropFirst(common)), Array(b[common...]))
            }
        }
        let digitA = a.first.map(value(of:)) ?? 0
        let digitB = b.map { value(of: $0[0]) } ?? base
        if digitB - digitA > 1 {
            return [digits[(digitA + digitB + 1) / 2]]
        }
        if let b, b.count > 1 { return [b[0]] }
        return [digits[digitA]] + midpoint(Array(a.dropFirst()), nil)
    }

    /// The next integer part whose last digit is not `0`, or nil past the largest.
    static func increment(_ integer: [UInt8]) -> [UInt8]? {
        var result = integer
        repeat {
            guard let next = incrementByOne(result) else { return nil }
            result = next
        } while result.last == zero
        return result
    }

    /// The previous integer part whose last digit is not `0`, or nil below the smallest.
    static func decrement(_ integer: [UInt8]) -> [UInt8]? {
        var result = integer
        repeat {
            guard let previous = decrementByOne(result) else { return nil }
            result = previous
        } while result.last == zero
        return result
    }

    private static func incrementByOne(_ integer: [UInt8]) -> [UInt8]? {
        let head = integer[0]
        var body = Array(integer.dropFirst())
        for index in body.indices.reversed() {
            let next = value(of: body[index]) + 1
            if next < base {
                body[index] = digits[next]
                return [head] + body
            }
            body[index] = zero
        }
        // Every digit carried: move to the next length.
        if head == UInt8(ascii: "Z") { return [UInt8(ascii: "a"), zero] }
        if head == UInt8(ascii: "z") { return nil }
        let nextHead = head + 1
        if nextHead > UInt8(ascii: "a") { body.append(zero) } else { body.removeLast() }
        return [nextHead] + body
    }

    private static func decrementByOne(_ integer: [UInt8]) -> [UInt8]? {
        let head = integer[0]
        var body = Array(integer.dropFirst())
        let largest = digits[base - 1]
        for index in body.indices.reversed() {
            let previous = value(of: body[index]) - 1
            if previous >= 0 {
                body[index] = digits[previous]
                return [head] + body
            }
            body[index] = largest
        }
        if head == UInt8(ascii: "a") { return [UInt8(ascii: "Z"), largest] }
        if head == UInt8(ascii: "A") { return nil }
        let previousHead = head - 1
        if previousHead < UInt8(ascii: "Z") { body.append(largest) } else { body.removeLast() }
        return [previousHead] + body
    }
}

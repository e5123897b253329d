import Foundation

extension LedgerEntry {
    /// A stored entry's JSON as the ledger's entry: a logged food (the log's commonest entry, about
    /// a hundred nutrients each) read by one pass over its bytes, anything else by `JSONDecoder`.
    /// `JSONDecoder` spent most of a food page's time in those nutrients (a month of food is some
    /// 600 KB of JSON). The fast reading takes exactly the shape the encoder writes, with no escape
    /// in its strings; any other JSON goes to `JSONDecoder`, so both read every entry alike.
    public static func decodeStored(_ json: String) throws -> LedgerEntry {
        if let food = scannedEatenFood(json) { return .eaten(food) }
        return try JSONDecoder().decode(LedgerEntry.self, from: Data(json.utf8))
    }

    /// The food of `{"eaten":{"_0":{…}}}` read in one pass, or nil when the JSON is not exactly that.
    static func scannedEatenFood(_ json: String) -> EatenFood? {
        var text = json
        return text.withUTF8 { bytes in
            var scanner = EatenFoodScanner(bytes: bytes)
            return scanner.eaten()
        }
    }
}

/// One pass over `{"eaten":{"_0":{…}}}`: nil at the first byte outside that shape.
private struct EatenFoodScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func eaten() -> EatenFood? {
        guard take(UInt8(ascii: "{")), string() == "eaten", take(UInt8(ascii: ":")), take(UInt8(ascii: "{")), string() == "_0",
            take(UInt8(ascii: ":")), let food = food(), take(UInt8(ascii: "}")), take(UInt8(ascii: "}"))
        else { return nil }
        skipSpace()
        return at == bytes.count ? food : nil
    }

    /// The food's object, its keys in any order, each once; `ndb` may be null or absent.
    mutating func food() -> EatenFood? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var foodId: String?
        var ndb: String?
        var name: String?
        var grams: Double?
        var meal: Meal?
        var nutrients: [String: Double]?
        var seen = Set<String>()
        repeat {
            guard let key = string(), seen.insert(key).inserted, take(UInt8(ascii: ":")) else { return nil }
            switch key {
            case "foodId": foodId = string()
            case "ndb":
                if takeNull() { continue }
                guard let value = string() else { return nil }
                ndb = value
            case "name": name = string()
            case "grams": grams = number()
            case "meal": meal = string().flatMap(Meal.init(rawValue:))
            case "nutrients": nutrients = numbers()
            default: return nil
            }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let foodId, let name, let grams, let meal, let nutrients else { return nil }
        return EatenFood(foodId: foodId, ndb: ndb, name: name, grams: grams, meal: meal, nutrients: nutrients)
    }

    /// An object of numbers (`{}` too), each key once.
    mutating func numbers() -> [String: Double]? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var values: [String: Double] = [:]
        if take(UInt8(ascii: "}")) { return values }
        repeat {
            guard let key = string(), take(UInt8(ascii: ":")), let value = number(), values.updateValue(value, forKey: key) == nil
            else { return nil }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}")) ? values : nil
    }

    /// A string without escapes or control characters (nil otherwise: `JSONDecoder` reads those).
    mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = at
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                defer { at += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            at += 1
        }
        return nil
    }

    /// A JSON number (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, finite) as `Double` parses
    /// it: correctly rounded, as `JSONDecoder`'s parse is.
    mutating func number() -> Double? {
        skipSpace()
        let start = at
        func digits() -> Int {
            let from = at
            while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) { at += 1 }
            return at - from
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        let leadingZero = at < bytes.count && bytes[at] == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { return nil }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard digits() > 0 else { return nil }
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { return nil }
        }
        guard at - start <= 64,
            let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)), value.isFinite
        else { return nil }
        return value
    }

    mutating func takeNull() -> Bool {
        skipSpace()
        guard bytes.count - at >= 4, bytes[at] == UInt8(ascii: "n"), bytes[at + 1] == UInt8(ascii: "u"),
            bytes[at + 2] == UInt8(ascii: "l"), bytes[at + 3] == UInt8(ascii: "l")
        else { return false }
        at += 4
        return true
    }

    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard at < bytes.count, bytes[at] == byte else { return false }
        at += 1
        return true
    }

    mutating func skipSpace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x0A, 0x0D, 0x09: at += 1
            default: return
            }
        }
    }
}

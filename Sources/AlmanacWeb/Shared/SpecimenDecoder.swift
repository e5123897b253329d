import AlmanacCore
import AlmanacStore
import Foundation

private func firstCase<E: CaseIterable>(_: E.Type) -> Any? { E.allCases.first }

/// A type whose decoding refuses empty text or zero (a checked number, a to-do's `when`, a
/// timeline's date) names a value it accepts, so a type holding one still has a specimen.
protocol SpecimenValue {
    static var specimenValue: Self? { get }
}

extension Checked: SpecimenValue {
    /// The largest value of the quantity: always in range.
    static var specimenValue: Checked? { try? Checked(Kind.quantity.maximum, field: "specimen") }
}

extension TaskWhen: SpecimenValue {
    static var specimenValue: TaskWhen? { .someday }
}

extension RepeatRule: SpecimenValue {
    static var specimenValue: RepeatRule? { .daily(every: 1) }
}

extension WallClockTime: SpecimenValue {
    static var specimenValue: WallClockTime? { try? WallClockTime("07:30", field: "specimen") }
}

extension PartialDate: SpecimenValue {
    static var specimenValue: PartialDate? { PartialDate(LocalDay.first) }
}

/// Makes a specimen of a `Decodable` type: every optional present, every array and dictionary
/// with one element, text empty, numbers zero, an enumeration its first case. Recursive types stop
/// at a depth (their optionals absent, their arrays empty there).
enum SpecimenDecoder {
    static let maximumDepth = 16

    static func specimen<T: Decodable>(_ type: T.Type, path: [any CodingKey]) throws -> T {
        if let value = try leaf(type) { return value }
        return try T(from: Decoding(codingPath: path))
    }

    private static func leaf<T: Decodable>(_ type: T.Type) throws -> T? {
        if let valued = type as? any SpecimenValue.Type { return valued.specimenValue as? T }
        let value: Any? =
            switch type {
            case is String.Type: ""
            case is Int.Type: 0
            case is Int64.Type: Int64(0)
            case is Double.Type: 0.0
            case is Bool.Type: false
            case is Date.Type: Date(timeIntervalSince1970: 0)
            case is Decimal.Type: Decimal(0)
            case is LocalDay.Type: LocalDay(year: 2000, month: 1, day: 1)
            case is JSONValue.Type: JSONValue.object([:])
            default: (type as? any CaseIterable.Type).flatMap { firstCase($0) }
            }
        // Unwrapped first: a nil `Any?` would cast to an `Optional` T as `.some(nil)`.
        guard let value else { return nil }
        return value as? T
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    struct Decoding: Decoder {
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        var isDeep: Bool { codingPath.count >= SpecimenDecoder.maximumDepth }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(Keyed<Key>(codingPath: codingPath))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed(codingPath: codingPath) }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(codingPath: codingPath) }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        var codingPath: [any CodingKey]
        var isDeep: Bool { codingPath.count >= SpecimenDecoder.maximumDepth }
        /// Only a dictionary's keys are made from text; a struct's `CodingKeys` refuse "key".
        var allKeys: [Key] { isDeep ? [] : [Key(stringValue: "key")].compactMap { $0 } }
        func contains(_ key: Key) -> Bool { !isDeep }
        func decodeNil(forKey key: Key) throws -> Bool { isDeep }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try SpecimenDecoder.specimen(type, path: codingPath + [key])
        }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            isDeep ? nil : try SpecimenDecoder.specimen(type, path: codingPath + [key])
        }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            KeyedDecodingContainer(Keyed<NestedKey>(codingPath: codingPath + [key]))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            Unkeyed(codingPath: codingPath + [key])
        }
        func superDecoder() throws -> any Decoder { Decoding(codingPath: codingPath) }
        func superDecoder(forKey key: Key) throws -> any Decoder { Decoding(codingPath: codingPath + [key]) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        var codingPath: [any CodingKey]
        var currentIndex = 0
        var count: Int? { codingPath.count >= SpecimenDecoder.maximumDepth ? 0 : 1 }
        var isAtEnd: Bool { currentIndex >= (count ?? 0) }

        mutating func decodeNil() throws -> Bool { false }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            defer { currentIndex += 1 }
            return try SpecimenDecoder.specimen(type, path: codingPath + [AnyKey(intValue: currentIndex)].compactMap { $0 })
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            currentIndex += 1
            return KeyedDecodingContainer(Keyed<NestedKey>(codingPath: codingPath))
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            currentIndex += 1
            return Unkeyed(codingPath: codingPath)
        }
        mutating func superDecoder() throws -> any Decoder { Decoding(codingPath: codingPath) }
    }

    struct Single: SingleValueDecodingContainer {
        var codingPath: [any CodingKey]
        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try SpecimenDecoder.specimen(type, path: codingPath) }
    }
}

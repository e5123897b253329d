import Foundation

/// A key of a change (a PATCH body): left out, the value stays; `null` clears it; a value sets it.
/// A synthesized `Decodable` reads it through the `KeyedDecodingContainer` overload below, so a
/// request type declares such a key as `var color: Patch<String>` and reads no key by hand; its
/// schema is the value's, nullable and not required (`SchemaRecorder` knows the shape).
enum Patch<Value: Decodable & Encodable>: Codable {
    case absent
    case cleared
    case set(Value)

    /// What a store's change takes: nil to keep, `.some(nil)` to clear, `.some(value)` to set.
    var change: Value?? {
        switch self {
        case .absent: nil
        case .cleared: .some(nil)
        case .set(let value): .some(value)
        }
    }

    var isAbsent: Bool {
        if case .absent = self { return true }
        return false
    }

    /// The change with its value converted (a checked number to its integer, text to a time).
    func map<T>(_ transform: (Value) throws -> T) rethrows -> T?? {
        switch self {
        case .absent: nil
        case .cleared: .some(nil)
        case .set(let value): .some(try transform(value))
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .cleared : .set(try container.decode(Value.self))
    }

    /// A request is only encoded to record its schema; a key left out is written as null.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .set(let value) = self { try container.encode(value) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A `Patch` key left out is `.absent` (a synthesized `init(from:)` calls `decode` for a
    /// property that is not an `Optional`, which would otherwise refuse the missing key).
    func decode<Value>(_ type: Patch<Value>.Type, forKey key: Key) throws -> Patch<Value> {
        guard contains(key) else { return .absent }
        if try decodeNil(forKey: key) { return .cleared }
        return .set(try decode(Value.self, forKey: key))
    }
}

/// The recorder's view of a `Patch` whatever its value: the value a specimen holds.
protocol PatchShape {
    var someValue: (any Encodable)? { get }
}

extension Patch: PatchShape {
    var someValue: (any Encodable)? {
        if case .set(let value) = self { return value }
        return nil
    }
}

extension Patch: Sendable where Value: Sendable {}

import AlmanacCore
import AlmanacStore
import Foundation

/// A type of the JSON API whose OpenAPI schema is derived from the type itself, so each field is
/// declared once: as a property. The schema is what encoding a specimen records (`SchemaRecorder`):
/// a key encoded with `encode` is required, one with `encodeIfPresent` (a synthesized optional) is
/// not, and each value's type gives its schema (String → string, Int → integer, Date → date-time,
/// an enumeration → its cases, a nested type or array element → its own schema).
protocol APIType: Encodable {
    /// A value with every optional present and every array holding one element. A `Decodable` type
    /// gets one from `SpecimenDecoder`; a type with its own `encode(to:)` writes one.
    static var specimen: Self { get throws }
    /// What a field's Swift type does not say, by key: a day kept as text (`.date`), a closed set of
    /// text values (`.enumeration`), a number's range (`.quantity`), an array's limit. Only fields
    /// that have such a note are listed.
    static var fieldNotes: [String: Schema] { get }
}

extension APIType {
    static var fieldNotes: [String: Schema] { [:] }

    /// The schema derived from the type; a type the recorder cannot read gives a free-form object
    /// that says why (`.unreadable`), which `DerivedSchemaTests` refuses. This is the only schema of
    /// an `APIType`: `scripts/check-layout` refuses a hand-written one beside it.
    static var schema: Schema {
        do { return try derivedSchema() } catch { return .unreadable("\(String(reflecting: Self.self)): \(error)") }
    }

    static func derivedSchema() throws -> Schema { try SchemaRecorder.schema(of: specimen) }
}

/// A type whose values take different shapes: a Swift enumeration with values, encoded as an
/// object with one key, its case (`{"retraction": {"of": "…"}}`). Its schema is `oneOf` the
/// shapes of `alternatives`, one value of each case; `ResponseSchemas` checks every answer a test
/// receives against it, so a case left out of `alternatives` fails the test that meets one.
protocol APIAlternatives: Encodable {
    static var alternatives: [Self] { get throws }
}

extension APIAlternatives {
    fileprivate static func alternativeSchemas() throws -> [Schema] {
        try alternatives.map { value in
            let recording = SchemaRecorder.Recording()
            try value.encode(to: SchemaRecorder.RecordingEncoder(recording: recording))
            return try recording.schema(of: Self.self)
        }
    }
}

extension APIType where Self: Decodable {
    static var specimen: Self { get throws { try SpecimenDecoder.specimen(Self.self, path: []) } }
}

/// Types that are one leaf of a schema, whatever their encoding says (a `Date` encodes as a number
/// through the default strategy; the API's encoder writes it as ISO 8601 text).
private protocol SchemaLeaf { static var leafSchema: Schema { get } }
extension String: SchemaLeaf { fileprivate static var leafSchema: Schema { .string } }
extension Int: SchemaLeaf { fileprivate static var leafSchema: Schema { .integer } }
extension Int64: SchemaLeaf { fileprivate static var leafSchema: Schema { .integer } }
extension Double: SchemaLeaf { fileprivate static var leafSchema: Schema { .number } }
extension Bool: SchemaLeaf { fileprivate static var leafSchema: Schema { .boolean } }
extension Date: SchemaLeaf { fileprivate static var leafSchema: Schema { .dateTime } }
extension Decimal: SchemaLeaf { fileprivate static var leafSchema: Schema { .decimal } }
extension LocalDay: SchemaLeaf { fileprivate static var leafSchema: Schema { .date } }
extension JSONValue: SchemaLeaf { fileprivate static var leafSchema: Schema { .anyObject } }
/// A checked number is its quantity: the range, and the meaning as its description.
extension Checked: SchemaLeaf { fileprivate static var leafSchema: Schema { .quantity(Kind.quantity) } }

private protocol OptionalShape {}
extension Optional: OptionalShape {}

/// A dictionary keyed by text: its schema is `.dictionary` of its values'.
private protocol TextKeyedDictionary { var someValue: (any Encodable)? { get } }
extension Dictionary: TextKeyedDictionary where Key == String, Value: Encodable {
    fileprivate var someValue: (any Encodable)? { values.first }
}

private func enumerationCases<E: CaseIterable & RawRepresentable>(_: E.Type) -> [String]? {
    let cases = E.allCases.compactMap { $0.rawValue as? String }
    return cases.isEmpty ? nil : cases
}

/// Derives a schema by encoding a value and recording the shape of what is encoded.
enum SchemaRecorder {
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    static func schema<T: Encodable>(of value: T) throws -> Schema {
        if let leaf = T.self as? any SchemaLeaf.Type { return leaf.leafSchema }
        if let sum = T.self as? any APIAlternatives.Type { return .oneOf(try sum.alternativeSchemas()) }
        if let enumeration = T.self as? any (CaseIterable & RawRepresentable).Type, let cases = enumerationCases(enumeration) {
            return .enumeration(cases)
        }
        if let dictionary = value as? any TextKeyedDictionary {
            guard let some = dictionary.someValue else { throw Unreadable(description: "\(T.self): an empty dictionary") }
            return .dictionary(try schema(of: some))
        }
        let recording = Recording()
        try value.encode(to: RecordingEncoder(recording: recording))
        var recorded = try recording.schema(of: T.self)
        if let type = T.self as? any APIType.Type {
            recorded = try type.applyingNotes(to: recorded)
        }
        return recorded
    }

    /// What one encoder received: a keyed object, an array's first element, or a single value.
    final class Recording {
        enum Shape {
            case none
            case object(properties: [String: Schema], required: [String])
            case array(Schema?)
            case single(Schema)
        }
        var shape = Shape.none
        /// What a keyed container encoded into a container nested at a key (the cases of a Swift
        /// enumeration with values: `{"quickAdd": {"kcal": …}}`), read when the schema is.
        var nested: [String: Recording] = [:]

        func schema(of type: Any.Type) throws -> Schema {
            switch shape {
            case .none: throw Unreadable(description: "\(type): encodes nothing")
            case .object(var properties, let required):
                for (key, recording) in nested { properties[key] = try recording.schema(of: type) }
                return .object(properties, required: required)
            case .array(let element?): return .array(element)
            case .array(nil): throw Unreadable(description: "\(type): an empty array in the specimen")
            case .single(let schema): return schema
            }
        }

        func record(key: String, _ schema: Schema, required: Bool) {
            var properties: [String: Schema] = [:]
            var requiredKeys: [String] = []
            if case .object(let p, let r) = shape { (properties, requiredKeys) = (p, r) }
            properties[key] = schema
            if required, !requiredKeys.contains(key) { requiredKeys.append(key) }
            shape = .object(properties: properties, required: requiredKeys)
        }

        func startObject() {
            if case .object = shape { return }
            shape = .object(properties: [:], required: [])
        }

        func recordElement(_ schema: Schema) {
            if case .array(let first?) = shape {
                shape = .array(first)
            } else {
                shape = .array(schema)
            }
        }
    }

    /// The schema of a value at a key: an `Optional` encoded with `encode` is a key that is always
    /// there and may be null.
    static func valueSchema<T: Encodable>(_ value: T) throws -> Schema {
        if T.self is any OptionalShape.Type {
            let recording = Recording()
            try value.encode(to: RecordingEncoder(recording: recording))
            return .nullable(try recording.schema(of: T.self))
        }
        return try schema(of: value)
    }

    struct RecordingEncoder: Encoder {
        let recording: Recording
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            recording.startObject()
            return KeyedEncodingContainer(Keyed<Key>(recording: recording))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = recording.shape {} else { recording.shape = .array(nil) }
            return Unkeyed(recording: recording)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(recording: recording) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let recording: Recording
        var codingPath: [any CodingKey] = []

        mutating func encodeNil(forKey key: Key) throws {
            throw Unreadable(description: "\(key.stringValue): a null with no type")
        }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: String, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeValue(value, key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeValue(value, key) }

        private func encodeValue<T: Encodable>(_ value: T, _ key: Key) throws {
            if let patch = value as? any PatchShape {
                guard let some = patch.someValue else { throw Unreadable(description: "\(key.stringValue): no value in the specimen") }
                recording.record(key: key.stringValue, .nullable(try schema(of: some)), required: false)
                return
            }
            recording.record(key: key.stringValue, try valueSchema(value), required: true)
        }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            guard let value else { throw Unreadable(description: "\(key.stringValue): nil in the specimen") }
            recording.record(key: key.stringValue, try schema(of: value), required: false)
        }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, key) }

        private func encodeOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
            guard let value else { throw Unreadable(description: "\(key.stringValue): nil in the specimen") }
            recording.record(key: key.stringValue, try schema(of: value), required: false)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let nested = Recording()
            nested.startObject()
            recording.record(key: key.stringValue, .anyObject, required: true)
            recording.nested[key.stringValue] = nested
            return KeyedEncodingContainer(Keyed<NestedKey>(recording: nested))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = Recording()
            nested.shape = .array(nil)
            recording.record(key: key.stringValue, .array(.anyObject), required: true)
            recording.nested[key.stringValue] = nested
            return Unkeyed(recording: nested)
        }
        mutating func superEncoder() -> any Encoder { RecordingEncoder(recording: recording) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { RecordingEncoder(recording: Recording()) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let recording: Recording
        var codingPath: [any CodingKey] = []
        var count = 0

        mutating func encodeNil() throws { throw Unreadable(description: "a null array element") }
        mutating func encode<T: Encodable>(_ value: T) throws {
            recording.recordElement(try valueSchema(value))
            count += 1
        }
        mutating func encode(_ value: String) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: Int) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: Int64) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: Double) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: Bool) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: Float) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: Int8) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: Int16) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: Int32) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: UInt) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: UInt8) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: UInt16) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: UInt32) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func encode(_ value: UInt64) throws {
            recording.recordElement(try schema(of: value))
            count += 1
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(recording: Recording()))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(recording: Recording()) }
        mutating func superEncoder() -> any Encoder { RecordingEncoder(recording: Recording()) }
    }

    struct Single: SingleValueEncodingContainer {
        let recording: Recording
        var codingPath: [any CodingKey] = []

        mutating func encodeNil() throws {}
        mutating func encode<T: Encodable>(_ value: T) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: String) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: Int) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: Int64) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: Double) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: Bool) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: Float) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: Int8) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: Int16) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: Int32) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: UInt) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: UInt8) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: UInt16) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: UInt32) throws { recording.shape = .single(try schema(of: value)) }
        mutating func encode(_ value: UInt64) throws { recording.shape = .single(try schema(of: value)) }
    }
}

extension APIType {
    /// The recorded object with the type's notes put in place of what the Swift types said; a note
    /// for a key the type does not encode is an error (a renamed field with its note left behind).
    fileprivate static func applyingNotes(to schema: Schema) throws -> Schema {
        guard !fieldNotes.isEmpty else { return schema }
        guard case .object(var properties, let required) = schema else {
            throw SchemaRecorder.Unreadable(description: "\(Self.self): notes for a type that is not an object")
        }
        for (key, note) in fieldNotes {
            guard let recorded = properties[key] else {
                throw SchemaRecorder.Unreadable(description: "\(Self.self): a note for \(key), which it does not encode")
            }
            if case .nullable = recorded, !note.isNullable {
                properties[key] = .nullable(note)
            } else {
                properties[key] = note
            }
        }
        return .object(properties, required: required)
    }
}

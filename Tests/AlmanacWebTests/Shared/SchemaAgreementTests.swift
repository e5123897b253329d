import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// A schema and its type agree: a filled sample of a response type (a resource made through the
/// API with every optional field given, so no key is left out for being nil) is compared with the
/// type's schema in the OpenAPI document, both ways. `ResponseSchemas.mismatches` finds a key the
/// type encodes that the schema lacks and a JSON kind that differs; `missingKeys` finds a key of
/// the schema that the type never encodes (a field renamed on one side only), which checking the
/// answers of the other tests cannot see, since an absent optional key is allowed there.
@Suite struct SchemaAgreementTests {
    /// The keys of `schema`'s objects that `value` lacks, at every depth (each element of an array).
    static func missingKeys(_ value: JSONValue, _ schema: Schema, at path: String = "$") -> [String] {
        switch (schema, value) {
        case (.nullable(let inner), _): return missingKeys(value, inner, at: path)
        case (.array(let items), .array(let elements)), (.limitedArray(let items, _), .array(let elements)):
            return elements.enumerated().flatMap { missingKeys($0.element, items, at: "\(path)[\($0.offset)]") }
        case (.dictionary(let values), .object(let object)):
            return object.sorted { $0.key < $1.key }.flatMap { missingKeys($0.value, values, at: "\(path).\($0.key)") }
        case (.object(let properties, _), .object(let object)):
            return properties.sorted { $0.key < $1.key }.flatMap { key, property -> [String] in
                guard let member = object[key] else { return ["\(path).\(key): in the schema, never encoded by the type"] }
                return missingKeys(member, property, at: "\(path).\(key)")
            }
        default: return []
        }
    }

    /// Every disagreement of the filled `sample` (a JSON body) with `schema`.
    static func disagreements(_ sample: String, _ schema: Schema) throws -> [String] {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(sample.utf8))
        return ResponseSchemas.mismatches(value, schema) + missingKeys(value, schema)
    }

    @Test func theCheckFindsAKeyRenamedOnOneSide() throws {
        let schema = Schema.object(["name": .string, "icon": .string, "tags": .array(.object(["label": .string]))])
        #expect(try Self.disagreements(#"{"name": "Read", "icon": "📚", "tags": [{"label": "a"}]}"#, schema).isEmpty)
        let renamed = try Self.disagreements(#"{"name": "Read", "emoji": "📚", "tags": [{"label": "a"}]}"#, schema)
        #expect(renamed.count == 2 && renamed[0].hasPrefix("$.emoji: not in the document"))
        #expect(renamed.last == "$.icon: in the schema, never encoded by the type")
        #expect(
            try Self.disagreements(#"{"name": "Read", "icon": "📚", "tags": [{}]}"#, schema) == [
                "$.tags[0].label: in the schema, never encoded by the type"
            ])
        #expect(try Self.disagreements(#"{"name": 3, "icon": "📚", "tags": []}"#, schema) == ["$.name: expected a string, found 3"])
    }

    @Test func timelinesAgreeWithTheirSchemas() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let timeline = try await visitor.api(.post, "/api/v1/timelines", json: ##"{"name": "Work", "icon": "💼", "color": "#3b6fb6"}"##)
            #expect(try Self.disagreements(timeline.text, TimelinesJSON.Timeline.schema) == [])
            let id = try #require(timeline.json["id"] as? String)
            let event = try await visitor.api(
                .post, "/api/v1/timelines/\(id)/events",
                json: #"{"title": "Company Z", "notes": "Engineer", "tags": ["job"], "start": "2015-06-25", "end": "2019-08-29"}"#)
            #expect(event.status == .created)
            #expect(try Self.disagreements(event.text, TimelinesJSON.Event.schema) == [])
        }
    }
}

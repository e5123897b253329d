import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import NIOCore
import Testing

@testable import AlmanacWeb

/// Every JSON response a test receives through `Visitor` from /api/v1 is checked against the
/// OpenAPI document's schema for its operation and status (the success schema, or the error shape),
/// so the document cannot drift from what the code answers: a missing required key, a wrong type,
/// a value outside its enum, or a key the document does not describe fails the test that
/// received it. Numbers are checked for their type, not their range (see `mismatches`).
///
/// Validation rather than generation (swift-openapi-generator): the document is built from each
/// module's `apiOperations`, next to the handlers, and the handlers keep their request and response
/// types; generating the server would replace every API handler and its types at once, in every
/// module, while the tests already exercise every operation, so checking their answers catches the
/// same drift for a fraction of the change.
enum ResponseSchemas {
    struct Operation {
        var operation: APIOperation
        var segments: [Substring]
    }

    static let operations: [Operation] = allAPIOperations.map {
        Operation(operation: $0, segments: ("/api/v1" + $0.path).split(separator: "/"))
    }

    /// The operation a request reaches: same method, same number of segments, each literal
    /// segment equal; the one with the most literal segments wins (`/tasks/today` over `/tasks/{id}`).
    static func operation(_ method: HTTPRequest.Method, _ uri: String) -> APIOperation? {
        let segments = (uri.split(separator: "?", maxSplits: 1).first ?? "").split(separator: "/")
        return operations.filter { candidate in
            candidate.operation.method == method && candidate.segments.count == segments.count
                && zip(candidate.segments, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
        }
        .max { $0.segments.filter { !$0.hasPrefix("{") }.count < $1.segments.filter { !$0.hasPrefix("{") }.count }?
        .operation
    }

    /// The schema the document gives the response, or nil when it describes none that is JSON.
    static func schema(of operation: APIOperation, status: Int) -> Schema? {
        if status == operation.status {
            guard operation.responseTypes.contains("application/json") else { return nil }
            return operation.response
        }
        return operation.errorStatuses.contains(status) ? OpenAPIDocument.errorSchema : nil
    }

    static func check(_ method: HTTPRequest.Method, _ uri: String, status: Int, contentType: String?, body: ByteBuffer) {
        guard uri.hasPrefix("/api/v1/"), let operation = operation(method, uri) else { return }
        let isJSON = contentType?.hasPrefix("application/json") ?? false
        guard let schema = schema(of: operation, status: status) else {
            if status == operation.status, operation.response == nil, body.readableBytes > 0, isJSON {
                Issue.record("\(method) \(uri) → \(status): answers a JSON body, the OpenAPI document describes none")
            }
            return
        }
        guard isJSON else {
            // An operation that answers in several media types (JSON or CSV) is checked when it answers JSON.
            if status == operation.status, let contentType,
                operation.responseTypes.contains(where: { $0 != "application/json" && contentType.hasPrefix($0) })
            {
                return
            }
            Issue.record("\(method) \(uri) → \(status): answers \(contentType ?? "no content type"), the document says JSON")
            return
        }
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: body)) else {
            Issue.record("\(method) \(uri) → \(status): the body is not JSON")
            return
        }
        let problems = mismatches(value, schema)
        if !problems.isEmpty {
            let lines = problems.prefix(10).joined(separator: "\n  ")
            Issue.record(
                "\(method) \(uri) → \(status) does not match the OpenAPI document (\(operation.method) /api/v1\(operation.path)):\n  \(lines)"
            )
        }
    }

    /// Where `value` departs from `schema`, one line per place (`$.items[0].name: …`).
    static func mismatches(_ value: JSONValue, _ schema: Schema, at path: String = "$") -> [String] {
        func expected(_ what: String) -> [String] { ["\(path): expected \(what), found \(describe(value))"] }
        switch (schema, value) {
        case (.binary, _): return []
        case (.nullable, .null): return []
        case (.nullable(let schema), _): return mismatches(value, schema, at: path)
        case (.string, .text): return []
        case (.string, _): return expected("a string")
        case (.day, .text), (.partialDate, .text): return []
        case (.nonBlank, .text(let text)): return text.contains { !$0.isWhitespace } ? [] : expected("text that is not blank")
        case (.title, .text(let text)):
            return text.contains { !$0.isWhitespace } && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
                ? [] : expected("one line of text that is not blank")
        case (.timeOfDay, .text(let text)):
            return (try? WallClockTime(text)) != nil ? [] : expected("a time of day (HH:MM)")
        case (.day, _), (.partialDate, _), (.nonBlank, _), (.title, _), (.timeOfDay, _): return expected("a string")
        case (.boolean, .bool): return []
        case (.boolean, _): return expected("a boolean")
        case (.integer, .integer): return []
        case (.integer, _): return expected("an integer")
        case (.number, .integer), (.number, .real): return []
        case (.number, _): return expected("a number")
        case (.dateTime, .text(let text)):
            return Self.instant(text) ? [] : expected("a date-time (ISO 8601)")
        case (.dateTime, _): return expected("a date-time string")
        case (.date, .text(let text)):
            return text.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil ? [] : expected("a date (YYYY-MM-DD)")
        case (.date, _): return expected("a date string")
        case (.decimal, .text(let text)):
            return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) != nil
                && text.wholeMatch(of: /-?\d+(\.\d+)?/) != nil ? [] : expected("a decimal string")
        case (.decimal, _): return expected("a decimal string")
        case (.enumeration(let values), .text(let text)):
            return values.contains(text) ? [] : expected("one of \(values)")
        case (.enumeration(let values), _): return expected("one of \(values)")
        // The range of a quantity is the rule for what comes in (the same `Quantity` that `Checked`
        // decodes with); an answer only repeats what was checked, or an impossible stored value
        // that a test plants on purpose, so an answer is checked for its type, not its range.
        case (.quantity, .integer): return []
        case (.quantity(let quantity), .real): return quantity.isWhole ? expected("a whole number") : []
        case (.quantity, _): return expected("a number")
        case (.array(let items), .array(let elements)):
            return elements.enumerated().flatMap { mismatches($0.element, items, at: "\(path)[\($0.offset)]") }
        case (.array, _): return expected("an array")
        case (.limitedArray(let items, let max), .array(let elements)):
            return (elements.count > max ? expected("at most \(max) items") : [])
                + elements.enumerated().flatMap { mismatches($0.element, items, at: "\(path)[\($0.offset)]") }
        case (.limitedArray, _): return expected("an array")
        case (.sizedArray(let items, let min, let max), .array(let elements)):
            return (elements.count >= min && elements.count <= (max ?? .max) ? [] : expected("\(min) to \(max ?? .max) items"))
                + elements.enumerated().flatMap { mismatches($0.element, items, at: "\(path)[\($0.offset)]") }
        case (.sizedArray, _): return expected("an array")
        case (.anyObject, .object): return []
        case (.anyObject, _): return expected("an object")
        case (.unreadable(let reason), _): return ["\(path): no schema to check against (\(reason))"]
        case (.dictionary(let values), .object(let object)):
            return object.sorted { $0.key < $1.key }.flatMap { mismatches($0.value, values, at: "\(path).\($0.key)") }
        case (.dictionary, _): return expected("an object")
        case (.oneOf(let options), _):
            let results = options.map { mismatches(value, $0, at: path) }
            return results.contains { $0.isEmpty } ? [] : results.min { $0.count < $1.count } ?? expected("one of the shapes")
        case (.object(let properties, let required), .object(let object)):
            var problems: [String] = []
            for key in required where object[key] == nil {
                problems.append("\(path).\(key): required, missing")
            }
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                guard let property = properties[key] else {
                    problems.append("\(path).\(key): not in the document (found \(describe(member)))")
                    continue
                }
                problems += mismatches(member, property, at: "\(path).\(key)")
            }
            return problems
        case (.object, _): return expected("an object")
        }
    }

    static func instant(_ text: String) -> Bool {
        let withFraction = ISO8601DateFormatter()
        withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return withFraction.date(from: text) != nil || ISO8601DateFormatter().date(from: text) != nil
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let v): "\(v)"
        case .integer(let v): "\(v)"
        case .real(let v): "\(v)"
        case .text(let v): "\"\(v.prefix(40))\""
        case .blob: "bytes"
        case .array(let v): "an array of \(v.count)"
        case .object(let v): "an object with \(v.keys.sorted().prefix(6).joined(separator: ", "))"
        }
    }
}

/// The validator itself: it must refuse what departs from a schema, or the check above proves nothing.
@Suite struct ResponseSchemaTests {
    func decode(_ json: String) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)) }

    @Test func aMatchingBodyPasses() throws {
        let schema = Schema.object(
            [
                "id": .string, "count": .integer, "price": .decimal, "at": .dateTime, "day": .date,
                "kind": .enumeration(["a", "b"]), "tags": .array(.string), "note": .nullable(.string),
            ], required: ["id", "count"])
        let body = try decode(
            #"{"id": "x", "count": 3, "price": "3.49", "at": "2026-11-24T10:00:00.000Z", "day": "2026-11-24", "kind": "a", "tags": ["t"], "note": null}"#
        )
        #expect(ResponseSchemas.mismatches(body, schema).isEmpty)
    }

    @Test func wrongTypesMissingKeysUnknownKeysAndEnumsAreReported() throws {
        let schema = Schema.object(
            [
                "id": .string, "count": .integer, "kind": .enumeration(["a", "b"]),
                "items": .array(.object(["n": .number], required: ["n"])),
            ],
            required: ["id", "count"])
        let body = try decode(#"{"count": "3", "kind": null, "items": [{"n": 1}, {}], "colour": "red"}"#)
        let problems = ResponseSchemas.mismatches(body, schema)
        #expect(problems.contains("$.id: required, missing"))
        #expect(problems.contains { $0.hasPrefix("$.count: expected an integer") })
        // A key the document does not mark nullable may be absent, never null.
        #expect(problems.contains("$.kind: expected one of [\"a\", \"b\"], found null"))
        #expect(problems.contains("$.items[1].n: required, missing"))
        #expect(problems.contains { $0.hasPrefix("$.colour: not in the document") })
        #expect(problems.count == 5)
    }

    @Test func everyDocumentedOperationIsFoundByItsPath() {
        for operation in allAPIOperations {
            let uri = "/api/v1" + operation.path.replacing(/\{[^}]+\}/, with: "x")
            let found = ResponseSchemas.operation(operation.method, uri)
            #expect(found != nil, "\(operation.method) \(uri)")
        }
    }
}

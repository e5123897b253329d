import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// A response type's OpenAPI schema is derived from the type (`APIType`, by encoding its specimen)
/// and is its only schema (`scripts/check-layout` refuses a hand-written one). What matters then:
/// every type the served document uses derives a readable schema — one the recorder could not read
/// would be a free-form object marked `x-unreadable` — and the derivation (keys, optionals, nulls,
/// notes) says what the type encodes.
@Suite struct DerivedSchemaTests {
    /// Where two schemas' JSON differ, one line per place ("$.key: …").
    static func differences(_ derived: JSONValue, _ written: JSONValue, at path: String = "$") -> [String] {
        switch (derived, written) {
        case (.object(let left), .object(let right)):
            return Set(left.keys).union(right.keys).sorted().flatMap { key -> [String] in
                switch (left[key], right[key]) {
                case (let l?, let r?): return differences(l, r, at: "\(path).\(key)")
                case (_?, nil): return ["\(path).\(key): only derived"]
                default: return ["\(path).\(key): only written"]
                }
            }
        default:
            return derived == written ? [] : ["\(path): derived \(text(derived)), written \(text(written))"]
        }
    }

    static func text(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "?"
    }

    /// Every place of a document marked `x-unreadable`, with the reason.
    static func unreadable(in value: JSONValue, at path: String = "$") -> [String] {
        switch value {
        case .object(let members):
            let here = members["x-unreadable"].map { ["\(path): \(text($0))"] } ?? []
            return here + members.keys.sorted().flatMap { unreadable(in: members[$0] ?? .null, at: "\(path).\($0)") }
        case .array(let items): return items.enumerated().flatMap { unreadable(in: $1, at: "\(path)[\($0)]") }
        default: return []
        }
    }

    @Test func everyTypeTheDocumentUsesDerivesAReadableSchema() async throws {
        let app = buildApplication(database: try await TestEngine.database(), configuration: AppConfiguration())
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/api/v1/openapi.json", method: .get)
            #expect(response.status == .ok)
            let document = try JSONDecoder().decode(JSONValue.self, from: Data(String(buffer: response.body).utf8))
            let found = Self.unreadable(in: document)
            #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
            // The walk sees the document's response schemas: one derived type's keys are there.
            let text = Self.text(document)
            #expect(text.contains(#""emergencyNumber":{"anyOf":[{"type":"string"},{"type":"null"}]}"#))
        }
    }

    @Test func aTypeTheRecorderCannotReadIsMarkedWithTheReason() {
        let marked = Self.unreadable(in: Schema.object(["inner": NoteForNothing.schema]).json)
        #expect(marked.count == 1)
        #expect(marked.first?.hasPrefix("$.properties.inner: ") == true)
        #expect(marked.first?.contains("a note for nmae, which it does not encode") == true)
    }

    enum Mood: String, Codable, CaseIterable { case calm, tense }
    struct Inner: Codable { var at: Date }
    struct Sample: APIType, Codable {
        var name: String
        var count: Int?
        var day: LocalDay
        var mood: Mood?
        var inners: [Inner]
        var figures: [String: Double]
        var label: String
        static let fieldNotes: [String: Schema] = ["label": .enumeration(["a", "b"])]
    }
    /// Encodes `note` always, null when nil, as an event's `end` is.
    struct AlwaysThere: APIType, Codable {
        var note: String?
        enum CodingKeys: String, CodingKey { case note }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(note, forKey: .note)
        }
    }
    struct NoteForNothing: APIType, Codable {
        var name: String
        static let fieldNotes: [String: Schema] = ["nmae": .title]
    }

    @Test func theSchemaComesFromTheTypeAndItsNotes() throws {
        let expected = Schema.object(
            [
                "name": .string, "count": .integer, "day": .date, "mood": .enumeration(["calm", "tense"]),
                "inners": .array(.object(["at": .dateTime], required: ["at"])), "figures": .dictionary(.number),
                "label": .enumeration(["a", "b"]),
            ], required: ["name", "day", "inners", "figures", "label"])
        #expect(Self.differences(try Sample.derivedSchema().json, expected.json) == [])
        #expect(
            Self.differences(try AlwaysThere.derivedSchema().json, Schema.object(["note": .nullable(.string)], required: ["note"]).json)
                == [])
        #expect(Self.differences(Sample.schema.json, expected.json) == [])
    }

    @Test func aNoteForAKeyTheTypeDoesNotEncodeIsRefused() {
        #expect(throws: SchemaRecorder.Unreadable.self) { try NoteForNothing.derivedSchema() }
    }

    /// The drifts mended when the hand-written schemas went: a key the type always writes is
    /// required, and a key written as null when empty is always there.
    @Test func keysTheTypesAlwaysWriteAreRequired() throws {
        func required(_ schema: Schema) -> [String] {
            guard case .object(_, let required) = schema else { return [] }
            return required.sorted()
        }
        #expect(required(FocusJSON.Reminder.schema) == ["at", "kind", "message"])
        #expect(required(RunbooksJSON.Settings.schema) == ["emergencyNumber"])
        let encoded = try JSONEncoder().encode(RunbooksJSON.Settings(emergencyNumber: nil))
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"emergencyNumber":null}"#)
        guard case .object(let standup, _) = TodayJSON.Standup.schema, case .array(let answer)? = standup["answers"] else {
            Issue.record("a standup's answers are not an array")
            return
        }
        #expect(required(answer) == ["answer", "question"])
        // The week's progress per area and a rep of a set's analysis write every key.
        guard case .object(let week, _) = WeekJSON.Week.schema, case .array(let progress)? = week["progress"] else {
            Issue.record("a week's progress is not an array")
            return
        }
        #expect(required(progress) == ["areaId", "completion", "doneCount", "goalCount"])
        guard case .object(let analysis, _) = LiftAnalysis.schema, case .array(let rep)? = analysis["reps"] else {
            Issue.record("an analysis's reps are not an array")
            return
        }
        #expect(Set(["bottomTimeShare", "pitchAtMaxDeg", "rollAtMaxDeg"]).isSubset(of: required(rep)))
    }

    /// A goal's `percent` is written only while the goal is partly done, so the schema has it as
    /// a key that may be absent, with its range, beside the states.
    @Test func aGoalsPercentIsThereOnlyWhilePartlyDone() throws {
        guard case .object(let status, let required) = GoalStatus.schema else {
            Issue.record("a goal's status is not an object")
            return
        }
        #expect(required == ["state"])
        #expect(DerivedSchemaTests.text(status["percent"]?.json ?? .null) == DerivedSchemaTests.text(Schema.quantity(.percentDone).json))
        #expect(DerivedSchemaTests.text(status["state"]?.json ?? .null) == #"{"enum":["open","done","partial"],"type":"string"}"#)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(GoalStatus.open), as: UTF8.self) == #"{"state":"open"}"#)
        let partial = try encoder.encode(GoalStatus.partial(percent: 40))
        #expect(String(decoding: partial, as: UTF8.self) == #"{"percent":40,"state":"partial"}"#)
    }
}

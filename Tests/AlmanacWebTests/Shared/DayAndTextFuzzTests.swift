import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Not only numbers: every `{day}` in a path, every date, enum and text field of every request body
/// is sent across the edges of its domain (year 0, the first and last day, year 10000, a negative
/// year, an impossible date; an unknown enum value; NUL, combining marks, 100 KB of text). No answer
/// may be a 5xx, a refusal names its field, and every week and day read still answers afterwards
/// (year 0 once stored a week no read could load). Operations added later are covered as they are.
@Suite struct DayAndTextFuzzTests {
    static let days = ["0000-01-01", "0001-01-01", "9999-12-31", "10000-01-01", "-001-12-27", "2026-02-30"]
    static let texts = ["\u{0}", String(repeating: "e\u{301}", count: 2_000), String(repeating: "a", count: 100_000)]

    enum Domain { case date, enumeration, text }

    /// Every path to a date, enum or text field in a schema.
    static func fieldPaths(_ schema: [String: Any], prefix: [Any] = []) -> [([Any], Domain)] {
        // An optional field of a request may also be null: its other alternative is fuzzed.
        if let choices = schema["anyOf"] as? [[String: Any]] { return choices.flatMap { fieldPaths($0, prefix: prefix) } }
        if schema["enum"] != nil { return [(prefix, .enumeration)] }
        switch schema["type"] as? String {
        case "string":
            return [(prefix, schema["format"] as? String == "date" ? .date : .text)]
        case "array": return fieldPaths(schema["items"] as? [String: Any] ?? [:], prefix: prefix + [0])
        case "object":
            var paths: [([Any], Domain)] = []
            for (key, property) in schema["properties"] as? [String: [String: Any]] ?? [:] {
                paths += fieldPaths(property, prefix: prefix + [key])
            }
            return paths
        default: return []
        }
    }

    static func values(_ domain: Domain) -> [String] {
        let strings: [String] =
            switch domain {
            case .date: days
            case .enumeration: ["bogus", ""]
            case .text: texts
            }
        return strings.map { String(decoding: (try? JSONEncoder().encode($0)) ?? Data(), as: UTF8.self) }
    }

    @Test func everyDayInAPathAndEveryDateEnumAndTextFieldIsRefusedOrKeptWithoutAServerError() async throws {
        let (database, app) = try await makeApp()
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let world = try await NumberFuzzTests.makeWorld(database, &visitor)
            let document = try await visitor.get("/api/v1/openapi.json").json
            var sent = 0
            for (documented, methods) in (document["paths"] as? [String: [String: Any]] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let template = String(documented.dropFirst("/api/v1".count))
                for (methodName, operationValue) in methods.sorted(by: { $0.key < $1.key }) {
                    guard let operation = operationValue as? [String: Any], let method = HTTPRequest.Method(methodName.uppercased()),
                        method != .delete
                    else { continue }
                    let content = (operation["requestBody"] as? [String: Any])?["content"] as? [String: Any]
                    let schema = (content?["application/json"] as? [String: Any])?["schema"] as? [String: Any]
                    let base = schema.map { NumberFuzzTests.sample($0, name: "", world: world) }
                    let baseJSON = base.flatMap {
                        JSONSerialization.isValidJSONObject($0) ? try? JSONSerialization.data(withJSONObject: $0) : nil
                    }
                    .map { String(decoding: $0, as: UTF8.self) }
                    if template.contains("{day}") {
                        for day in Self.days {
                            let path = world.resolve(template.replacingOccurrences(of: "{day}", with: "\u{1}"))
                                .replacingOccurrences(of: "\u{1}", with: day)
                            let response = try await visitor.api(method, "/api/v1\(path)", json: baseJSON, token: world.token)
                            sent += 1
                            #expect(response.status.code < 500, "\(methodName) \(template) day \(day): \(response.status) \(response.text)")
                        }
                    }
                    guard let schema, let base else { continue }
                    let path = world.resolve(template)
                    for (field, domain) in Self.fieldPaths(schema) where !field.isEmpty {
                        for value in Self.values(domain) {
                            let json = NumberFuzzTests.body(base, path: field, number: value)
                            let response = try await visitor.api(method, "/api/v1\(path)", json: json, token: world.token)
                            sent += 1
                            let name = field.map { "\($0)" }.joined(separator: ".")
                            #expect(
                                response.status.code < 500,
                                "\(methodName) \(template) \(name) = \(value.prefix(40)): \(response.status) \(response.text.prefix(300))")
                            if [400, 422].contains(response.status.code) {
                                #expect(response.errorField != nil, "\(methodName) \(template) \(name) refused without naming the field")
                            }
                        }
                    }
                }
            }
            print("DayAndTextFuzzTests: \(sent) requests")
            #expect(sent > 300)
            // What was kept reads back: the week and day reads, the pages.
            for read in ["/api/v1/weeks", "/api/v1/weeks/\(world.today)", "/api/v1/days/\(world.today)", "/api/v1/lists"] {
                let response = try await visitor.api(.get, read, token: world.token)
                #expect(response.status == .ok, "GET \(read) after the fuzz: \(response.status) \(response.text.prefix(300))")
            }
            for page in ["/today", "/week", "/week/past", "/tasks", "/journal", "/habits", "/food"] {
                let status = try await visitor.get(page).status.code
                #expect((200..<400).contains(status), "\(page) after the fuzz: \(status)")
            }
            #expect(try await visitor.get("/healthz").status == .ok)
        }
    }
}

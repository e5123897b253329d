import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PropertyBased
import Testing

/// One request with a huge number must never bring Almanac down. These tests read the OpenAPI
/// document, so an operation added later is covered without editing them: every numeric field of
/// every request body and query is sent huge, negative, zero, -0, fractional and as a string, and
/// every numeric field of every form the pages show is posted the same way. No answer may be a
/// 5xx, /healthz must still answer, and a refusal names its field.
@Suite struct NumberFuzzTests {
    /// Numbers as JSON text (so 9223372036854775808 and -0 reach the decoder as written).
    static let extremes = [
        "1e19", "1e308", "-1e308", "9223372036854775808", "-9223372036854775809", "18446744073709551616", "2147483648", "-1", "0",
        "-0", "0.5", "1.5", "1e-320", "\"12\"", "null", "true",
    ]

    /// A user with one of everything the paths refer to, and the ids by path prefix.
    struct World {
        var token: String
        var ids: [String: String]
        var today: LocalDay

        /// `/custom-foods/{id}` → the seeded custom food; `{day}` → today; an unknown id stays unknown.
        func resolve(_ template: String) -> String {
            var path = ""
            for part in template.split(separator: "/") {
                let text = String(part)
                if text == "{day}" {
                    path += "/\(today)"
                } else if text == "{nutrient}" {
                    path += "/208"
                } else if text == "{module}" {
                    path += "/health"
                } else if text.hasPrefix("{") {
                    path += "/" + (ids[path] ?? "0190a0b0-0000-7000-8000-000000000000")
                } else {
                    path += "/" + text
                }
            }
            return path
        }
    }

    static func makeWorld(_ database: AppDatabase, _ visitor: inout Visitor) async throws -> World {
        try await visitor.setUp()
        let user = try await database.user(named: "ada")
        let token = try await database.createToken(owner: user.id, name: "fuzz").secret
        let today = user.preferences.today(at: database.now())
        var ids: [String: String] = [:]
        func create(_ path: String, _ json: String, as prefix: String? = nil) async throws {
            let response = try await visitor.api(.post, "/api/v1\(path)", json: json, token: token)
            guard let id = response.json["id"] as? String else {
                Issue.record("seeding \(path) failed: \(response.status) \(response.text)")
                return
            }
            ids[prefix ?? path] = id
        }
        try await create("/custom-foods", #"{"name": "Fuzz bar", "nutrients": {"208": 160, "203": 10}, "servingGrams": 40}"#)
        try await create(
            "/recipes", #"{"name": "Fuzz bowl", "servings": 2, "ingredients": [{"foodId": "09040", "grams": 120}]}"#)
        try await create("/food/entries", #"{"foodId": "09040", "grams": 118, "meal": "breakfast"}"#)
        try await create("/areas", #"{"name": "Health"}"#)
        try await create(
            "/weeks/\(today)/goals", #"{"title": "Run", "areaId": "\#(ids["/areas"] ?? "")", "estimateHours": 3}"#, as: "/goals")
        try await create("/intentions", #"{"what": "Write", "plannedMinutes": 25}"#)
        try await create("/timelines", #"{"name": "Homes"}"#)
        return World(token: token, ids: ids, today: today)
    }

    /// A valid-looking value for a schema, so a fuzzed field is not refused for its neighbours.
    static func sample(_ schema: [String: Any], name: String, world: World) -> Any {
        if let choices = schema["anyOf"] as? [[String: Any]], let first = choices.first {
            return sample(first, name: name, world: world)
        }
        if let values = schema["enum"] as? [String] { return values.first ?? "" }
        switch schema["type"] as? String {
        case "object":
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            let required = Set(schema["required"] as? [String] ?? [])
            var object: [String: Any] = [:]
            for (key, property) in properties where required.contains(key) {
                object[key] = sample(property, name: key, world: world)
            }
            return object
        case "array": return [sample(schema["items"] as? [String: Any] ?? [:], name: name, world: world)]
        case "integer", "number":
            let minimum = (schema["minimum"] as? Double) ?? (schema["exclusiveMinimum"] as? Double).map { $0 + 1 } ?? 1
            return max(minimum, 1)
        case "boolean": return true
        default:
            if schema["format"] as? String == "date-time" { return "2026-11-20T12:00:00Z" }
            if schema["format"] as? String == "date" { return world.today.description }
            switch name {
            case "foodId": return "09040"
            case "areaId": return world.ids["/areas"] ?? ""
            case "meal": return "lunch"
            case "wentToBed": return "23:00"
            case "wokeUp": return "07:00"
            case "timeZone": return "UTC"
            default: return "Fuzz"
            }
        }
    }

    /// Every path to a number in a schema: `["ingredients", 0, "grams"]`, a free key of a
    /// dictionary as `"208"`.
    static func numericPaths(_ schema: [String: Any], prefix: [Any] = []) -> [[Any]] {
        // An optional field of a request may also be null: its other alternative is fuzzed.
        if let choices = schema["anyOf"] as? [[String: Any]] { return choices.flatMap { numericPaths($0, prefix: prefix) } }
        switch schema["type"] as? String {
        case "integer", "number": return [prefix]
        case "array": return numericPaths(schema["items"] as? [String: Any] ?? [:], prefix: prefix + [0])
        case "object":
            var paths: [[Any]] = []
            for (key, property) in schema["properties"] as? [String: [String: Any]] ?? [:] {
                paths += numericPaths(property, prefix: prefix + [key])
            }
            if let values = schema["additionalProperties"] as? [String: Any] {
                paths += numericPaths(values, prefix: prefix + ["208"])
            }
            return paths
        default: return []
        }
    }

    /// `base` with the value at `path` replaced by a placeholder, serialised, the placeholder then
    /// swapped for the raw JSON number text.
    static func body(_ base: Any, path: [Any], number: String) -> String {
        func replacing(_ value: Any, _ path: ArraySlice<Any>) -> Any {
            guard let head = path.first else { return "__NUMBER__" }
            if let key = head as? String {
                var object = value as? [String: Any] ?? [:]
                object[key] = replacing(object[key] ?? [:], path.dropFirst())
                return object
            }
            var array = value as? [Any] ?? []
            if array.isEmpty { array = [[String: Any]()] }
            array[0] = replacing(array[0], path.dropFirst())
            return array
        }
        let data = (try? JSONSerialization.data(withJSONObject: replacing(base, path[...]), options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"__NUMBER__\"", with: number)
    }

    struct Target {
        var method: HTTPRequest.Method
        var path: String
        var base: Any
        var field: [Any]
        var query: String?
        var description: String
    }

    /// Every numeric field of every operation in the document.
    static func targets(_ document: [String: Any], world: World) -> [Target] {
        var result: [Target] = []
        for (documented, methods) in document["paths"] as? [String: [String: Any]] ?? [:] {
            let template = String(documented.dropFirst("/api/v1".count))
            for (methodName, operationValue) in methods {
                guard let operation = operationValue as? [String: Any], let method = HTTPRequest.Method(methodName.uppercased()) else {
                    continue
                }
                let path = world.resolve(template)
                let content = (operation["requestBody"] as? [String: Any])?["content"] as? [String: Any]
                if let schema = (content?["application/json"] as? [String: Any])?["schema"] as? [String: Any] {
                    let base = sample(schema, name: "", world: world)
                    for field in numericPaths(schema) {
                        result.append(
                            Target(
                                method: method, path: path, base: base, field: field, query: nil,
                                description: "\(methodName.uppercased()) \(template) \(field.map { "\($0)" }.joined(separator: "."))"))
                    }
                }
                for parameter in operation["parameters"] as? [[String: Any]] ?? [] where parameter["in"] as? String == "query" {
                    let schema = parameter["schema"] as? [String: Any] ?? [:]
                    if ["integer", "number"].contains(schema["type"] as? String), let name = parameter["name"] as? String {
                        result.append(
                            Target(
                                method: method, path: path, base: [:], field: [], query: name,
                                description: "\(methodName.uppercased()) \(template)?\(name)"))
                    }
                }
            }
        }
        return result.sorted { $0.description < $1.description }
    }

    /// Sends one fuzzed request; records an issue on a 5xx or on a validation refusal without its field.
    static func send(_ target: Target, number: String, _ visitor: inout Visitor, world: World) async throws {
        let response: TestResponse
        if let name = target.query {
            let value = number.replacingOccurrences(of: "\"", with: "")
            response = try await visitor.api(target.method, "/api/v1\(target.path)?\(name)=\(Visitor.encode(value))", token: world.token)
        } else {
            let json = body(target.base, path: target.field, number: number)
            response = try await visitor.api(target.method, "/api/v1\(target.path)", json: json, token: world.token)
        }
        #expect(response.status.code < 500, "\(target.description) = \(number) answered \(response.status): \(response.text)")
        if [400, 422].contains(response.status.code) {
            #expect(response.errorField != nil, "\(target.description) = \(number) was refused without naming the field: \(response.text)")
        }
    }

    @Test func everyNumericFieldOfTheAPIRefusesExtremesWithoutAServerError() async throws {
        let (database, app) = try await makeApp()
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let world = try await Self.makeWorld(database, &visitor)
            let document = try await visitor.get("/api/v1/openapi.json").json
            let targets = Self.targets(document, world: world)
            // The operations that crashed the server before are among those the document lists.
            for known in [
                "POST /energy-samples kcal", "POST /recipes servings", "POST /food/quick-add kcal", "POST /custom-foods nutrients.208",
            ] {
                #expect(targets.contains { $0.description == known }, "the document lists no numeric field \(known)")
            }
            #expect(targets.count >= 40)
            for target in targets {
                for number in Self.extremes {
                    try await Self.send(target, number: number, &visitor, world: world)
                }
            }
            // Random magnitudes (mantissa × 10^exponent) on random fields, in the same run.
            await propertyCheck(
                count: 200, input: Gen.int(in: 0...targets.count - 1), Gen.int(in: -12...308), Gen.double(in: -9.99...9.99)
            ) { index, exponent, mantissa in
                try await Self.send(targets[index], number: "\(mantissa)e\(exponent)", &visitor, world: world)
            }
            let health = try await visitor.get("/healthz")
            #expect(health.status == .ok)
        }
    }

    /// A stored recipe with absurd servings (as an older version accepted) renders everywhere.
    @Test func aRefusedRecipeIsNeverStoredAndTheRecipesPageStillAnswers() async throws {
        let (database, app) = try await makeApp()
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let world = try await Self.makeWorld(database, &visitor)
            let refused = try await visitor.api(
                .post, "/api/v1/recipes",
                json: #"{"name": "Huge", "servings": 1e19, "yieldGrams": 1e300, "ingredients": [{"foodId": "09040", "grams": 100}]}"#,
                token: world.token)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.errorField == "servings")
            #expect(refused.errorCode == "out_of_range")
            #expect(refused.text.contains("from 0.01 to 1000"))
            let sample = try await visitor.api(.post, "/api/v1/energy-samples", json: #"{"kind":"basal","kcal":1e19}"#, token: world.token)
            #expect(sample.status == .unprocessableContent && sample.errorField == "kcal")
            let nested = try await visitor.api(
                .post, "/api/v1/recipes",
                json:
                    #"{"name": "Bad", "servings": 1, "ingredients": [{"foodId": "09040", "grams": 1}, {"foodId": "09040", "grams": -5}]}"#,
                token: world.token)
            #expect(nested.status == .unprocessableContent && nested.errorField == "ingredients[1].grams")
            let recipes = try await visitor.api(.get, "/api/v1/recipes", token: world.token)
            #expect(recipes.jsonArray.map { $0["name"] as? String } == ["Fuzz bowl"])
            #expect(try await visitor.get("/food/recipes").status == .ok)
        }
    }

    // MARK: Forms

    struct Form {
        var action: String
        var fields: [(String, String)]
        var numeric: [String]
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let match = tag.firstMatch(of: try! Regex("\\s\(name)=\"([^\"]*)\"")) else { return nil }
        return match.output[1].substring.map { unescape(String($0)) }
    }

    /// The POST forms of a page, with their fields' default values and which fields take numbers.
    static func forms(in html: String) -> [Form] {
        var forms: [Form] = []
        for match in html.matches(of: /(?s)<form\b([^>]*)>(.*?)<\/form>/) {
            let head = match.output.1
            guard attribute("method", in: head)?.lowercased() == "post", let action = attribute("action", in: head), action.hasPrefix("/")
            else { continue }
            var fields: [(String, String)] = []
            var numeric: [String] = []
            for input in match.output.2.matches(of: /<input\b[^>]*>/) {
                let tag = input.output[...]
                guard let name = attribute("name", in: tag) else { continue }
                let type = attribute("type", in: tag) ?? "text"
                if ["checkbox", "radio", "submit", "file"].contains(type) { continue }
                fields.append((name, attribute("value", in: tag) ?? ""))
                if type == "number" || ["decimal", "numeric"].contains(attribute("inputmode", in: tag) ?? "") { numeric.append(name) }
            }
            for select in match.output.2.matches(of: /(?s)<select\b([^>]*)>(.*?)<\/select>/) {
                guard let name = attribute("name", in: select.output.1) else { continue }
                let first = select.output.2.firstMatch(of: /<option\b[^>]*value="([^"]*)"/).map { unescape(String($0.output.1)) } ?? ""
                fields.append((name, first))
            }
            if !numeric.isEmpty { forms.append(Form(action: unescape(action), fields: fields, numeric: numeric)) }
        }
        return forms
    }

    @Test func everyNumericFieldOfEveryFormRefusesExtremesWithoutAServerError() async throws {
        let (database, app) = try await makeApp()
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let world = try await Self.makeWorld(database, &visitor)
            // Follow links from the home page (GET only) and collect every page's forms.
            var queue = ["/today", "/food?food=09040", "/food/custom/\(world.ids["/custom-foods"] ?? "")/edit"]
            var seen = Set(queue)
            var forms: [String: Form] = [:]
            while let path = queue.first, seen.count < 120 {
                queue.removeFirst()
                let page = try await visitor.get(path)
                #expect(page.status.code < 500, "GET \(path) answered \(page.status)")
                for form in Self.forms(in: page.text) where forms[form.action] == nil { forms[form.action] = form }
                for link in page.text.matches(of: /<a\b[^>]*href="(\/[^"#]*)"/) {
                    let target = Self.unescape(String(link.output.1))
                    if target.hasPrefix("/api") || target.hasPrefix("/metrics") || target.contains("/export") || seen.contains(target) {
                        continue
                    }
                    seen.insert(target)
                    queue.append(target)
                }
            }
            #expect(forms.count >= 10, "numeric forms found: \(forms.keys.sorted())")
            for form in forms.values.sorted(by: { $0.action < $1.action }) {
                for name in form.numeric {
                    for number in ["1e19", "-1e308", "9223372036854775808", "-0", "0.5", "NaN", "abc"] {
                        let pairs = form.fields.filter { $0.0 != "_csrf" }.map { $0.0 == name ? ($0.0, number) : $0 }
                        let response = try await visitor.post(form.action, pairs: pairs)
                        #expect(response.status.code < 500, "POST \(form.action) \(name)=\(number) answered \(response.status)")
                    }
                }
            }
            #expect(try await visitor.get("/healthz").status == .ok)
        }
    }
}

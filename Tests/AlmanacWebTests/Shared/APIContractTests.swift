import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// What schemathesis checks of the API's contract: 401 first, 405 with Allow, 415, and the
/// constraints the document states for headers and path parameters.
@Suite struct APIContractTests {
    static let idempotencyKey = HTTPField.Name("Idempotency-Key")!

    @Test func withoutCredentialsTheAnswerIs401BeforeAnyHeaderIsChecked() async throws {
        let (database, app) = try await makeApp()
        _ = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        try await app.test(.router) { client in
            for key in ["", String(repeating: "k", count: 256), "key with spaces", "ключ"] {
                let response = try await client.execute(
                    uri: "/api/v1/tasks", method: .post, headers: [.contentType: "application/json", Self.idempotencyKey: key],
                    body: ByteBuffer(string: #"{"title":"Milk"}"#))
                #expect(response.status == .unauthorized, "key \(key.debugDescription)")
            }
        }
    }

    @Test func aWrongMethodOnAKnownPathIs405WithAllow() async throws {
        let (database, app) = try await makeApp()
        let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let token = try await database.createToken(owner: ada.id, name: "t").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let put = try await visitor.api(.put, "/api/v1/tasks", json: "{}", token: token)
            #expect(put.status == .methodNotAllowed)
            #expect(put.headers[.allow] == "GET, POST")
            #expect(put.errorCode == "method_not_allowed")
            let delete = try await visitor.api(.delete, "/api/v1/me", token: token)
            #expect(delete.status == .methodNotAllowed && delete.headers[.allow] == "GET, PATCH")
            // A path with an id: the parameter matches any id.
            let list = try await visitor.api(.put, "/api/v1/lists/0193e0a0-0000-7000-8000-000000000001", json: "{}", token: token)
            #expect(list.status == .methodNotAllowed && list.headers[.allow]?.contains("PATCH") == true)
            // Without credentials too (the path and method say nothing about the account).
            #expect(try await client.execute(uri: "/api/v1/tasks", method: .put).status == .methodNotAllowed)
            // Where a named path and a {parameter} path both match, the named one is the path
            // (the router takes it): GET /plan/blocks is not the plan of a day called "blocks".
            let blocks = try await visitor.api(.get, "/api/v1/plan/blocks", token: token)
            #expect(blocks.status == .methodNotAllowed && blocks.headers[.allow] == "POST")
            let suggested = try await visitor.api(.patch, "/api/v1/areas/suggested", json: "{}", token: token)
            #expect(suggested.status == .methodNotAllowed && suggested.headers[.allow] == "POST")
            let photos = try await visitor.api(.delete, "/api/v1/days/today/photos", token: token)
            #expect(photos.status == .methodNotAllowed && photos.headers[.allow] == "GET, POST")
            // An unknown path stays 404.
            #expect(try await visitor.api(.put, "/api/v1/nothing-here", json: "{}", token: token).status == .notFound)
        }
    }

    @Test func aJSONBodySentAsAnotherMediaTypeIs415AndWritesNothing() async throws {
        let (database, app) = try await makeApp()
        let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let token = try await database.createToken(owner: ada.id, name: "t").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            for type in ["text/plain", "application/x-www-form-urlencoded", "application/xml", "multipart/form-data; boundary=x"] {
                let response = try await visitor.send(
                    .post, "/api/v1/tasks", headers: [.contentType: type, .authorization: "Bearer \(token)"], body: #"{"title":"Milk"}"#)
                #expect(response.status == .unsupportedMediaType, "\(type)")
                #expect(response.errorField == "Content-Type" && response.errorCode == "unsupported_media_type")
            }
            #expect(try await database.searchTasks(owner: ada.id, query: "Milk").isEmpty)
            // JSON with a charset, or a +json type, is JSON.
            let created = try await visitor.send(
                .post, "/api/v1/tasks", headers: [.contentType: "application/json; charset=utf-8", .authorization: "Bearer \(token)"],
                body: #"{"title":"Milk"}"#)
            #expect(created.status == .created)
        }
    }

    @Test func theDocumentStatesTheKeyTheDayAndTheLimit() throws {
        let data = try JSONEncoder().encode(OpenAPIDocument.build(allAPIOperations))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        func parameters(_ path: String, _ method: String) -> [[String: Any]] {
            paths[path]?[method]?["parameters"] as? [[String: Any]] ?? []
        }
        let key = try #require(parameters("/api/v1/tasks", "post").first { $0["name"] as? String == "Idempotency-Key" })
        let keySchema = try #require(key["schema"] as? [String: Any])
        #expect(keySchema["minLength"] as? Int == 1 && keySchema["maxLength"] as? Int == 255)
        #expect(keySchema["pattern"] as? String == "^[\\x21-\\x7E]+$")
        let day = try #require(parameters("/api/v1/days/{day}", "get").first { $0["name"] as? String == "day" })
        let pattern = try #require((day["schema"] as? [String: Any])?["pattern"] as? String)
        let regex = try Regex(pattern)
        for valid in ["today", "yesterday", "0001-01-01", "2026-05-04", "9999-12-31"] { #expect(valid.wholeMatch(of: regex) != nil) }
        for invalid in [
            "tomorrow", "0000-01-01", "2026-02-30", "2026-04-31", "2026-13-01", "2026-5-4", "10000-01-01", "-001-12-27", "2026-05-04T00:00",
            "",
        ] {
            #expect(invalid.wholeMatch(of: regex) == nil, "\(invalid)")
        }
        let limit = try #require(parameters("/api/v1/security-log", "get").first { $0["name"] as? String == "limit" })
        let limitSchema = try #require(limit["schema"] as? [String: Any])
        #expect(limitSchema["type"] as? String == "integer" && limitSchema["minimum"] != nil && limitSchema["maximum"] != nil)
        // Every operation that takes a JSON body lists 415.
        let createTask = try #require(paths["/api/v1/tasks"]?["post"]?["responses"] as? [String: Any])
        #expect(createTask["415"] != nil)
        // The bearer scheme covers every operation but those anyone may call, which say so.
        #expect((document["security"] as? [[String: Any]])?.first?["bearer"] != nil)
        #expect(paths["/api/v1/openapi.json"]?["get"]?["security"] as? [Any] != nil)
        #expect((paths["/api/v1/openapi.json"]?["get"]?["security"] as? [Any])?.isEmpty == true)
        #expect(paths["/api/v1/tasks"]?["post"]?["security"] == nil)
    }

    /// The document's rules for a title and a time of day say what `Validate.title` and
    /// `WallClockTime` accept (schemathesis sends what the pattern allows and expects a 2xx), and
    /// the collections that must not be empty say so.
    @Test func theDocumentStatesTitlesTimesAndCounts() throws {
        func schema(_ value: Schema) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value.json)) as? [String: Any])
        }
        let title = try Regex(try #require(try schema(.title)["pattern"] as? String))
        for text in ["Read", " Read ", "Café au lait", "0", "a\tb", "", "   ", "a\u{1}b", "a\u{85}b", "\u{7F}", "line\nbreak"] {
            let valid = (try? Validate.title(text, field: "name")) != nil
            #expect((text.wholeMatch(of: title) != nil) == valid, "\(text.debugDescription)")
        }
        let time = try Regex(try #require(try schema(.timeOfDay)["pattern"] as? String))
        for text in ["09:00", "9:05", "00:00", "23:59", "24:00", "12:60", "", "0001", "9:5", "12:00:00", "ab:cd"] {
            #expect((text.wholeMatch(of: time) != nil) == ((try? WallClockTime(text)) != nil), "\(text.debugDescription)")
        }
        let capacity = try #require(allAPIOperations.first { $0.method == .put && $0.path.hasSuffix("/capacity") }?.request)
        let hours = try #require((try schema(capacity)["properties"] as? [String: Any])?["hoursByWeekday"] as? [String: Any])
        #expect(hours["minItems"] as? Int == 7 && hours["maxItems"] as? Int == 7)
        let settings = try #require(try schema(WeekJSON.Settings.schema)["properties"] as? [String: Any])
        #expect((settings["quietStart"] as? [String: Any])?["pattern"] != nil)
        let questions = try #require(settings["standupQuestions"] as? [String: Any])
        #expect(questions["minItems"] as? Int == 1 && questions["maxItems"] as? Int == StandupTemplate.maximumQuestions)
        let quickAdd = try #require(allAPIOperations.first { $0.path.hasSuffix("/quick-add") }?.request)
        let meal = try #require((try schema(quickAdd)["properties"] as? [String: Any])?["meal"] as? [String: Any])
        #expect(meal["enum"] as? [String] == Meal.allCases.map(\.rawValue))
        #expect(allAPIOperations.first { $0.method == .post && $0.path == "/plan/blocks" }?.errorStatuses.contains(404) == true)
    }

    /// What the server does with a null optional field (left out) and with an empty optional query
    /// value (left out) is what the document allows; a required field stays non-null.
    @Test func theDocumentAllowsNullOptionalsAndEmptyOptionalQueries() async throws {
        let data = try JSONEncoder().encode(OpenAPIDocument.build(allAPIOperations))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        let body = try #require(
            ((paths["/api/v1/areas/{id}"]?["patch"]?["requestBody"] as? [String: Any])?["content"] as? [String: Any])?["application/json"]
                as? [String: Any])
        let properties = try #require((body["schema"] as? [String: Any])?["properties"] as? [String: Any])
        let name = try #require((properties["name"] as? [String: Any])?["anyOf"] as? [[String: Any]])
        #expect(name.contains { $0["type"] as? String == "null" })
        let created = try #require(
            ((paths["/api/v1/areas"]?["post"]?["requestBody"] as? [String: Any])?["content"] as? [String: Any])?["application/json"]
                as? [String: Any])
        let required = try #require((created["schema"] as? [String: Any])?["properties"] as? [String: Any])
        #expect((required["name"] as? [String: Any])?["anyOf"] == nil)
        let to = try #require(
            (paths["/api/v1/presence"]?["get"]?["parameters"] as? [[String: Any]])?.first { $0["name"] as? String == "to" })
        #expect(((to["schema"] as? [String: Any])?["anyOf"] as? [[String: Any]])?.contains { $0["maxLength"] as? Int == 0 } == true)

        let (database, app) = try await makeApp()
        let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let token = try await database.createToken(owner: ada.id, name: "t").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let area = try await visitor.api(.post, "/api/v1/areas", json: #"{"name": "Health"}"#, token: token)
            let id = try #require(area.json["id"] as? String)
            let renamed = try await visitor.api(.patch, "/api/v1/areas/\(id)", json: #"{"name": null, "icon": "🏃"}"#, token: token)
            #expect(renamed.status == .ok && renamed.json["name"] as? String == "Health")
            #expect(try await visitor.api(.get, "/api/v1/presence?to=", token: token).status == .ok)
        }
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// `Idempotency-Key` on the API: a retried request is answered with the first answer and does
/// nothing twice; the same key for another request is refused.
@Suite struct IdempotencyWebTests {
    static let key = HTTPField.Name("Idempotency-Key")!

    func send(
        _ visitor: inout Visitor, _ method: HTTPRequest.Method, _ path: String, json: String? = nil, key: String, token: String? = nil
    ) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "application/json", Self.key: key]
        if let token { headers[.authorization] = "Bearer \(token)" } else { headers[HTTPField.Name("X-CSRF-Token")!] = visitor.csrf }
        return try await visitor.send(method, path, headers: headers, body: json)
    }

    @Test func aReplayedRequestGetsTheFirstAnswerAndDoesNothingTwice() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let ada = try await database.user(named: "ada").id
            let first = try await send(&visitor, .post, "/api/v1/tasks", json: #"{"title": "Buy milk"}"#, key: "add-1")
            #expect(first.status == .created)
            #expect(first.headers[IdempotencyMiddleware.replayedHeader] == nil)
            let again = try await send(&visitor, .post, "/api/v1/tasks", json: #"{"title": "Buy milk"}"#, key: "add-1")
            #expect(again.status == .created)
            #expect(again.text == first.text)
            #expect(again.headers[IdempotencyMiddleware.replayedHeader] == "true")
            #expect(again.headers[.contentType] == first.headers[.contentType])
            let tasks = try await visitor.api(.get, "/api/v1/tasks?q=milk")
            #expect(tasks.jsonArray.filter { $0["title"] as? String == "Buy milk" }.count == 1)

            // Completing: the replay changes nothing (one completion in the change log).
            let id = try #require((first.json["task"] as? [String: Any])?["id"] as? String)
            let changesBefore = try await database.history(owner: ada, limit: 500).count
            let done = try await send(&visitor, .post, "/api/v1/tasks/\(id)/complete", key: "complete-1")
            #expect(done.status == .ok)
            let changesAfterFirst = try await database.history(owner: ada, limit: 500).count
            #expect(changesAfterFirst > changesBefore)
            for _ in 0..<3 {
                let replay = try await send(&visitor, .post, "/api/v1/tasks/\(id)/complete", key: "complete-1")
                #expect(replay.status == .ok)
                #expect(replay.text == done.text)
            }
            #expect(try await database.history(owner: ada, limit: 500).count == changesAfterFirst)

            // A refusal is an answer too: replayed as it was, even once the task exists.
            let refused = try await send(&visitor, .post, "/api/v1/tasks", json: #"{"title": "   "}"#, key: "blank")
            #expect(refused.status == .badRequest)
            let refusedAgain = try await send(&visitor, .post, "/api/v1/tasks", json: #"{"title": "   "}"#, key: "blank")
            #expect(refusedAgain.status == .badRequest)
            #expect(refusedAgain.text == refused.text)
        }
    }

    @Test func aKeyReusedForAnotherRequestIsRefusedWith422() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            #expect(try await send(&visitor, .post, "/api/v1/tasks", json: #"{"title": "Alpha apples"}"#, key: "same").status == .created)
            let other = try await send(&visitor, .post, "/api/v1/tasks", json: #"{"title": "Bravo apples"}"#, key: "same")
            #expect(other.status == .unprocessableContent)
            #expect(other.errorCode == "idempotency_key_reused")
            #expect(other.errorField == "Idempotency-Key")
            let tasks = try await visitor.api(.get, "/api/v1/tasks?q=apples")
            #expect(tasks.jsonArray.compactMap { $0["title"] as? String } == ["Alpha apples"])
            // A key that is not a key.
            let bad = try await send(&visitor, .post, "/api/v1/tasks", json: #"{"title": "C"}"#, key: String(repeating: "k", count: 300))
            #expect(bad.status == .badRequest)
            #expect(bad.errorField == "Idempotency-Key")
        }
    }

    @Test func keysBelongToTheirUser() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
            let bobsToken = try await database.createToken(owner: bob.id, name: "phone").secret
            let ada = try await send(&visitor, .post, "/api/v1/tasks", json: #"{"title": "Pears"}"#, key: "shared-key")
            let bobs = try await send(&visitor, .post, "/api/v1/tasks", json: #"{"title": "Pears"}"#, key: "shared-key", token: bobsToken)
            // Bob's request with the same key and body is his own: it runs, and he never sees Ada's answer.
            #expect(bobs.status == .created)
            #expect(bobs.headers[IdempotencyMiddleware.replayedHeader] == nil)
            #expect(bobs.text != ada.text)
            let bobsTasks = try await visitor.api(.get, "/api/v1/tasks?q=pears", token: bobsToken)
            #expect(bobsTasks.jsonArray.count == 1)
        }
    }

    @Test func theOpenAPIDocumentNamesTheHeaderOnEveryChange() async throws {
        let document =
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(OpenAPIDocument.build(allAPIOperations))) as? [String: Any]
        let paths = try #require(document?["paths"] as? [String: [String: [String: Any]]])
        var checked = 0
        for (path, methods) in paths {
            for (method, operation) in methods where ["post", "put", "patch", "delete"].contains(method) {
                guard path != "/api/v1/openapi.json", operation["security"] == nil else { continue }
                let names = (operation["parameters"] as? [[String: Any]] ?? []).filter { $0["in"] as? String == "header" }.compactMap {
                    $0["name"] as? String
                }
                let authenticated = (operation["responses"] as? [String: Any])?["401"] != nil
                if authenticated {
                    #expect(names == ["Idempotency-Key"], "\(method) \(path)")
                    checked += 1
                }
            }
        }
        #expect(checked > 20)
    }
}

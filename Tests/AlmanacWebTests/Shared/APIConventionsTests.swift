import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The rules every API route follows: auth, the error shape, body limits, the OpenAPI document.
@Suite struct APIConventionsTests {
    /// An app with one user and a token for it.
    func appWithToken() async throws -> (AppDatabase, some ApplicationProtocol, String) {
        let (database, app) = try await makeApp()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let token = try await database.createToken(owner: user.id, name: "tests").secret
        return (database, app, token)
    }

    @Test func withoutCredentialsTheAPIAnswers401InTheErrorShape() async throws {
        let (_, app, _) = try await appWithToken()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let response = try await visitor.send(.get, "/api/v1/me")
            #expect(response.status == .unauthorized)
            #expect(response.errorCode == "unauthorized")
            let bad = try await visitor.api(.get, "/api/v1/me", token: "alm_nope")
            #expect(bad.status == .unauthorized)
        }
    }

    @Test func malformedJSONWrongTypesAndMissingFieldsName400TheField() async throws {
        let (database, app, token) = try await appWithToken()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let malformed = try await visitor.api(.post, "/api/v1/tokens", json: "{\"name\": ", token: token)
            #expect(malformed.status == .badRequest && malformed.errorField == "body")
            let wrongType = try await visitor.api(.post, "/api/v1/tokens", json: "{\"name\": 42}", token: token)
            #expect(wrongType.status == .badRequest && wrongType.errorField == "name")
            let missing = try await visitor.api(.post, "/api/v1/tokens", json: "{\"label\": \"x\"}", token: token)
            #expect(missing.status == .badRequest && missing.errorField == "name")
            let overlong = try await visitor.api(
                .post, "/api/v1/tokens", json: "{\"name\": \"\(String(repeating: "a", count: 501))\"}", token: token)
            #expect(overlong.status == .badRequest && overlong.errorField == "name")
            let badZone = try await visitor.api(.patch, "/api/v1/me", json: "{\"timeZone\": \"Nowhere/Land\"}", token: token)
            #expect(badZone.status == .badRequest && badZone.errorField == "timeZone")
            // Unknown fields are ignored.
            let extra = try await visitor.api(.post, "/api/v1/tokens", json: "{\"name\": \"ok\", \"colour\": \"blue\"}", token: token)
            #expect(extra.status == .created)
            let user = try await database.user(named: "ada")
            #expect(try await database.tokens(owner: user.id).map(\.name) == ["tests", "ok"])
        }
    }

    @Test func bodiesOverOneMebibyteAreRefusedWith413() async throws {
        let (_, app, token) = try await appWithToken()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let huge = "{\"name\": \"\(String(repeating: "a", count: 1_100_000))\"}"
            let response = try await visitor.api(.post, "/api/v1/tokens", json: huge, token: token)
            #expect(response.status == .contentTooLarge)
            #expect(response.errorCode == "payload_too_large")
        }
    }

    @Test func anotherUsersIdIsNotFoundNeverForbidden() async throws {
        let (database, app, token) = try await appWithToken()
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        let bobsToken = try await database.createToken(owner: bob.id, name: "bob's")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let response = try await visitor.api(.delete, "/api/v1/tokens/\(bobsToken.token.id)", token: token)
            #expect(response.status == .notFound)
            #expect(try await database.user(forToken: bobsToken.secret)?.id == bob.id)
        }
    }

    @Test func sessionCookieAPICallsNeedTheCSRFHeader() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let withHeader = try await visitor.api(.post, "/api/v1/tokens", json: "{\"name\": \"from page\"}")
            #expect(withHeader.status == .created)
            let without = try await visitor.send(
                .post, "/api/v1/tokens", headers: [.contentType: "application/json"], body: "{\"name\": \"x\"}")
            #expect(without.status == .forbidden)
        }
    }

    @Test func everyAPIRouteIsInTheOpenAPIDocument() async throws {
        let database = try await TestEngine.database()
        let router = buildRouter(database: database, configuration: AppConfiguration())
        let routes = Set(
            router.routes.filter { $0.path.description.hasPrefix("/api/v1") }.map {
                "\($0.method.rawValue.lowercased()) \($0.path.description)"
            })
        #expect(!routes.isEmpty)
        let app = buildApplication(database: database, configuration: AppConfiguration())
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/api/v1/openapi.json", method: .get)
            let document = try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any]
            #expect(document?["openapi"] as? String == "3.1.0")
            let paths = document?["paths"] as? [String: [String: Any]] ?? [:]
            let documented = Set(paths.flatMap { path, methods in methods.keys.map { "\($0) \(path)" } })
            #expect(
                routes.subtracting(documented).isEmpty,
                "routes missing from the OpenAPI document: \(routes.subtracting(documented).sorted())")
            #expect(
                documented.subtracting(routes).isEmpty, "documented routes that do not exist: \(documented.subtracting(routes).sorted())")
        }
    }

    @Test func theDocumentListsEachOperationsErrorStatusesWithTheErrorShape() async throws {
        let (_, app, _) = try await appWithToken()
        try await app.test(.router) { client in
            let response = try await client.execute(uri: "/api/v1/openapi.json", method: .get)
            let document = try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any]
            let paths = document?["paths"] as? [String: [String: [String: Any]]] ?? [:]
            func statuses(_ method: String, _ path: String) -> [String] {
                ((paths[path]?[method]?["responses"] as? [String: Any]) ?? [:]).keys.sorted()
            }
            // 409 and 422 also for Idempotency-Key (its first request still running; the key reused);
            // 415 for a JSON body sent as another media type.
            #expect(statuses("post", "/api/v1/tokens") == ["201", "400", "401", "403", "409", "413", "415", "422"])
            #expect(statuses("delete", "/api/v1/tokens/{id}") == ["204", "400", "401", "403", "404", "409", "422"])
            #expect(statuses("get", "/api/v1/me") == ["200", "401"])
            #expect(statuses("get", "/api/v1/openapi.json") == ["200"])
            for (path, methods) in paths {
                for (method, operation) in methods {
                    let responses = operation["responses"] as? [String: [String: Any]] ?? [:]
                    #expect(responses["4XX"] == nil, "\(method) \(path) still has the 4XX wildcard")
                    for (status, response) in responses where status.hasPrefix("4") {
                        let content = response["content"] as? [String: [String: Any]]
                        let schema = content?["application/json"]?["schema"] as? [String: Any]
                        #expect((schema?["required"] as? [String]) == ["error"], "\(method) \(path) \(status)")
                        if status == "429" { #expect((response["headers"] as? [String: Any])?["Retry-After"] != nil) }
                    }
                }
            }
        }
    }

    @Test func undocumentedStatusesAreCaughtByTheVisitor() async throws {
        // The check every Visitor request runs: a documented status passes, another one is found out.
        #expect(DocumentedStatuses.operation(.delete, "/api/v1/tokens/0193abcd")?.statuses.contains(404) == true)
        #expect(DocumentedStatuses.operation(.get, "/api/v1/me?x=1")?.statuses.contains(404) == false)
        #expect(DocumentedStatuses.operation(.get, "/api/v1/nothing/here") == nil)
    }

    @Test func healthMetricsAndErrorPages() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            #expect(try await visitor.get("/healthz").text == "ok\n")
            _ = try await visitor.get("/signin")
            let missing = try await visitor.get("/no/such/page")
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("Not found"))
            #expect(!missing.text.contains("Error("))
            let apiMissing = try await visitor.get("/api/v1/nothing")
            #expect(apiMissing.status == .notFound && apiMissing.errorCode == "not_found")
        }
    }
}

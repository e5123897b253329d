import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Security events (not undoable, in the security log), the throttle's Retry-After, trusted
/// proxies and the metrics token.
@Suite struct SecurityWebTests {
    static let userAgent = HTTPField.Name.userAgent

    @Test func undoRightAfterCreatingATokenDoesNotDeleteIt() async throws {
        let (database, app) = try await makeApp()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let first = try await database.createToken(owner: user.id, name: "first").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let created = try await visitor.api(.post, "/api/v1/tokens", json: "{\"name\": \"second\"}", token: first)
            let second = try #require(created.json["secret"] as? String)
            // The new token undoes "the last change": there is none, and it survives.
            let undo = try await visitor.api(.post, "/api/v1/undo", token: second)
            #expect(undo.status == .ok && undo.json["undone"] as? Bool == false)
            #expect(try await visitor.api(.get, "/api/v1/me", token: second).status == .ok)
            // Revoking through the API is not undoable either.
            let id = try #require(created.json["id"] as? String)
            #expect(try await visitor.api(.delete, "/api/v1/tokens/\(id)", token: first).status == .noContent)
            #expect(try await visitor.api(.post, "/api/v1/undo", token: first).json["undone"] as? Bool == false)
            #expect(try await visitor.api(.get, "/api/v1/me", token: second).status == .unauthorized)
            // The history shows none of it.
            let history = try await visitor.api(.get, "/api/v1/history", token: first)
            #expect(history.jsonArray.allSatisfy { $0["entity"] as? String != "api_tokens" })
        }
    }

    @Test func theOwnerReadsTheSecurityLogOnTheSettingsPageAndInTheAPI() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            _ = try await visitor.post("/signout", form: [:])
            let wrong = try await visitor.send(
                .post, "/signin", headers: [.contentType: "application/x-www-form-urlencoded", Self.userAgent: "Firefox/140"],
                body: "username=ada&password=nope&_csrf=\(visitor.csrf)")
            #expect(wrong.status == .unauthorized)
            let right = try await visitor.send(
                .post, "/signin", headers: [.contentType: "application/x-www-form-urlencoded", Self.userAgent: "Firefox/140"],
                body: "username=ada&password=correct%20horse&_csrf=\(visitor.csrf)")
            #expect(right.status == .seeOther)
            _ = try await visitor.post("/settings/tokens", form: ["name": "Laptop <script>"])
            _ = try await visitor.post(
                "/settings/password",
                form: ["currentPassword": "correct horse", "newPassword": "battery staple", "newPasswordAgain": "battery staple"])

            #expect(try await visitor.get("/settings").text.contains("href=\"/settings/security\""))
            let page = try await visitor.get("/settings/security")
            #expect(page.status == .ok)
            for line in [
                "Account created", "Signed out", "Failed sign-in", "Signed in", "API token created: Laptop &lt;script&gt;",
                "Password changed",
            ] {
                #expect(page.text.contains(line), "missing \(line)")
            }
            #expect(page.text.contains("Firefox/140"))
            #expect(!page.text.contains("Laptop <script>"))

            let ada = try await database.user(named: "ada")
            let token = try await database.createToken(owner: ada.id, name: "script").secret
            let log = try await visitor.api(.get, "/api/v1/security-log", token: token)
            #expect(log.status == .ok)
            let events = log.jsonArray.compactMap { $0["event"] as? String }
            #expect(events.starts(with: ["tokenCreated", "passwordChanged", "tokenCreated", "signedIn", "signInFailed", "signedOut"]))
            let failed = log.jsonArray.first { $0["event"] as? String == "signInFailed" }
            #expect(failed?["client"] as? String == "Firefox/140")
            #expect(failed?["address"] as? String == "unknown")  // the router test has no peer address

            // Another user sees only their own log.
            let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
            let bobs = try await database.createToken(owner: bob.id, name: "bob's").secret
            let bobsLog = try await visitor.api(.get, "/api/v1/security-log", token: bobs)
            #expect(bobsLog.jsonArray.compactMap { $0["event"] as? String } == ["tokenCreated", "accountCreated"])
        }
    }

    @Test func everyTooManyRequestsSaysWhenToRetry() async throws {
        // A clock that stands still, so a slow machine does not turn 15 minutes into 14.
        let instant = Date()
        let database = try await TestEngine.database(now: { instant })
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning))
        _ = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            for _ in 0..<AppDatabase.signInLimit {
                #expect(try await visitor.post("/signin", form: ["username": "ada", "password": "nope"]).status == .unauthorized)
            }
            let refused = try await visitor.post("/signin", form: ["username": "ada", "password": "correct horse"])
            #expect(refused.status == .tooManyRequests)
            let seconds = Int(refused.headers[.retryAfter] ?? "")
            #expect(seconds.map { (1...900).contains($0) } == true)
            #expect(refused.text.contains("Try again in 15 minutes."))
        }
    }

    @Test func theErrorMiddlewareSendsRetryAfterWithEvery429() async throws {
        let response = ErrorMiddleware.json(.rateLimited("Slow down.", retryAfter: 42), status: .tooManyRequests)
        #expect(response.status == .tooManyRequests)
        #expect(response.headers[.retryAfter] == "42")
    }

    @Test func metricsAreServedOnlyWithTheConfiguredBearerToken() async throws {
        let (_, open) = try await makeApp()
        try await open.test(.router) { client in
            var visitor = Visitor(client)
            #expect(try await visitor.get("/metrics").status == .notFound)
            let withSomeToken = try await visitor.send(.get, "/metrics", headers: [.authorization: "Bearer anything"])
            #expect(withSomeToken.status == .notFound)
        }
        let database = try await TestEngine.database()
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning, metricsToken: "s3cret-scrape"))
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            #expect(try await visitor.get("/metrics").status == .notFound)
            let wrong = try await visitor.send(.get, "/metrics", headers: [.authorization: "Bearer wrong"])
            #expect(wrong.status == .notFound)
            let metrics = try await visitor.send(.get, "/metrics", headers: [.authorization: "Bearer s3cret-scrape"])
            #expect(metrics.status == .ok)
            #expect(metrics.text.contains("http_server_request"))
        }
    }

    /// A failed sign-in through a live server, as seen in the security log: the address.
    func failedSignInAddress(trusting proxies: [CIDR], forwardedFor: String) async throws -> String? {
        let database = try await TestEngine.database()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning, trustedProxies: proxies))
        try await app.test(.live) { client in
            var visitor = Visitor(client)
            _ = try await visitor.get("/signin")
            _ = try await visitor.send(
                .post, "/signin",
                headers: [.contentType: "application/x-www-form-urlencoded", HTTPField.Name("X-Forwarded-For")!: forwardedFor],
                body: "username=ada&password=nope&_csrf=\(visitor.csrf)")
        }
        return try await database.securityLog(owner: user.id).first { $0.kind == .signInFailed }?.address
    }

    @Test func forwardedForIsBelievedOnlyFromATrustedProxy() async throws {
        let loopback = try CIDR.list(["127.0.0.0/8, ::1"])
        // Behind a trusted proxy: the right-most address that is not a trusted proxy.
        #expect(try await failedSignInAddress(trusting: loopback, forwardedFor: "6.6.6.6, 203.0.113.5, 127.0.0.1") == "203.0.113.5")
        // Without trusted proxies the header is ignored: the peer's own address.
        let direct = try await failedSignInAddress(trusting: [], forwardedFor: "203.0.113.5")
        #expect(direct == "127.0.0.1" || direct == "::1")
        // A proxy that is not trusted cannot choose the address either.
        let untrusted = try await failedSignInAddress(trusting: try CIDR.list(["10.0.0.0/8"]), forwardedFor: "203.0.113.5")
        #expect(untrusted == "127.0.0.1" || untrusted == "::1")
    }
}

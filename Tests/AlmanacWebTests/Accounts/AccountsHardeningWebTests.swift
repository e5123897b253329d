import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import AlmanacWeb

/// Sign-in's redirect, its CSRF token, and the password form, as an attacker would try them.
@Suite struct AccountsHardeningWebTests {
    /// `next` values that must never leave the site, raw as a client sends them in the form (the
    /// form decodes `%09` to a tab first, as the query does).
    static let offSiteNexts = [
        "//evil.example", "///evil.example", "////evil.example", "/\\evil.example", "\\/evil.example", "/\t/evil.example",
        "/\n/evil.example", "/\r/evil.example", "/ /evil.example", "/\u{0B}/evil.example", "/\u{0C}/evil.example", "/\u{00}/evil.example",
        "/\u{7F}/evil.example", "/\u{A0}/evil.example", "/\u{2028}/evil.example", "/\u{3000}/evil.example", "/%2F/evil.example",
        "/%2f%2fevil.example", "/%5Cevil.example", "/%5cevil.example", "/%09/evil.example", "/%0d%0a/evil.example", "/%00/evil.example",
        "/%20/evil.example", "https://evil.example", "http:evil.example", "javascript:alert(1)", "JaVaScRiPt:alert(1)",
        "data:text/html,<script>alert(1)</script>", "evil.example", ".evil.example", "@evil.example", " /today", "\t/today",
        "/today\n", "", "%2F%2Fevil.example", "/\u{FF0F}evil.example", "/．/evil.example", "\u{2215}\u{2215}evil.example",
    ]

    @Test(arguments: offSiteNexts) func signInNeverRedirectsOffTheSite(_ next: String) async throws {
        #expect(AccountsController.safeNext(next) == "/today")
    }

    @Test func signInKeepsAPathOnThisSite() {
        for next in ["/settings", "/tasks/0193e0a0-0000-7000-8000-000000000001", "/food/days/2026-05-04?meal=lunch", "/week#goals", "/"] {
            #expect(AccountsController.safeNext(next) == next)
        }
    }

    @Test func theSignInFormAndPageRedirectOnlyWithinTheSite() async throws {
        let (database, app) = try await makeApp()
        _ = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        try await app.test(.router) { client in
            for next in ["/\t/evil.example", "//evil.example", "/%5Cevil.example", "https://evil.example"] {
                var visitor = Visitor(client)
                // The page keeps no off-site value in its hidden field either.
                let page = try await visitor.get("/signin?next=\(Visitor.encode(next))")
                #expect(!page.text.contains("evil.example"))
                let signedIn = try await visitor.post("/signin", form: ["username": "ada", "password": "correct horse", "next": next])
                #expect(signedIn.status == .seeOther)
                #expect(signedIn.headers[.location] == "/today", "next \(next.debugDescription)")
            }
        }
    }

    @Test func tenWrongSignInsSentAtOnceGetFiveChecksAndFive429s() async throws {
        let (database, app) = try await makeApp()
        _ = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            _ = try await visitor.get("/signin")
            let cookie = "almanac_csrf=\(visitor.csrf)"
            let body = "username=ada&password=wrong+guess&_csrf=\(visitor.csrf)"
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<10 {
                    group.addTask {
                        try await client.execute(
                            uri: "/signin", method: .post,
                            headers: [.contentType: "application/x-www-form-urlencoded", .cookie: cookie],
                            body: ByteBuffer(string: body)
                        ).status.code
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == 401 }.count == AppDatabase.signInLimit, "\(statuses.sorted())")
            #expect(statuses.filter { $0 == 429 }.count == 10 - AppDatabase.signInLimit, "\(statuses.sorted())")
        }
    }

    @Test func signInGivesTheBrowserANewCSRFToken() async throws {
        let (database, app) = try await makeApp()
        _ = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            _ = try await visitor.get("/signin")
            let before = visitor.csrf
            #expect(before.count >= 32)
            let signedIn = try await visitor.post("/signin", form: ["username": "ada", "password": "correct horse"])
            #expect(signedIn.status == .seeOther)
            #expect(visitor.csrf.count >= 32 && visitor.csrf != before)
            // The new token works and the one known before sign-in no longer does.
            #expect(try await visitor.post("/settings/tokens", form: ["name": "Laptop"]).status == .seeOther)
            let fresh = visitor.csrf
            visitor.cookies["almanac_csrf"] = before
            let stale = try await visitor.send(
                .post, "/settings/tokens", headers: [.contentType: "application/x-www-form-urlencoded"], body: "name=Old&_csrf=\(fresh)")
            #expect(stale.status == .forbidden)
        }
    }

    @Test func changingThePasswordSignsOutEveryOtherBrowserAndCanRevokeTheTokens() async throws {
        let (database, app) = try await makeApp()
        let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let token = try await database.createToken(owner: ada.id, name: "Laptop").secret
        try await app.test(.router) { client in
            var here = Visitor(client)
            var laptop = Visitor(client)
            for index in 0..<2 {
                var visitor = index == 0 ? here : laptop
                #expect(try await visitor.post("/signin", form: ["username": "ada", "password": "correct horse"]).status == .seeOther)
                if index == 0 { here = visitor } else { laptop = visitor }
            }
            #expect(try await laptop.get("/settings").status == .ok)
            let page = try await here.get("/settings")
            #expect(page.text.contains(#"name="revokeTokens""#))

            let changed = try await here.post(
                "/settings/password",
                form: ["currentPassword": "correct horse", "newPassword": "new password", "newPasswordAgain": "new password"])
            #expect(changed.status == .seeOther)
            #expect(try await here.get("/settings").text.contains("Password changed. 1 other session was signed out."))
            #expect(try await laptop.get("/settings").headers[.location] == "/signin?next=/settings")
            // Without the box ticked the token still works.
            #expect(try await here.api(.get, "/api/v1/me", token: token).status == .ok)

            let again = try await here.post(
                "/settings/password",
                form: [
                    "currentPassword": "new password", "newPassword": "newer password", "newPasswordAgain": "newer password",
                    "revokeTokens": "1",
                ])
            #expect(again.status == .seeOther)
            #expect(try await here.get("/settings").text.contains("1 API token was revoked."))
            #expect(try await here.api(.get, "/api/v1/me", token: token).status == .unauthorized)
            let log = try await database.securityLog(owner: ada.id).filter { $0.kind == .passwordChanged }
            #expect(log.count == 2)
        }
    }

    @Test func thePasswordFormIsThrottledLikeSignIn() async throws {
        let instant = Date()
        let database = try await TestEngine.database(now: { instant })
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning))
        _ = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            #expect(try await visitor.post("/signin", form: ["username": "ada", "password": "correct horse"]).status == .seeOther)
            let form = ["currentPassword": "guess", "newPassword": "new password", "newPasswordAgain": "new password"]
            for _ in 0..<AppDatabase.signInLimit {
                let wrong = try await visitor.post("/settings/password", form: form)
                #expect(wrong.status == .badRequest && wrong.text.contains("The current password is wrong."))
            }
            var right = form
            right["currentPassword"] = "correct horse"
            let refused = try await visitor.post("/settings/password", form: right)
            #expect(refused.status == .tooManyRequests)
            #expect(Int(refused.headers[.retryAfter] ?? "").map { (1...900).contains($0) } == true)
            _ = try await database.signIn(username: "ada", password: "correct horse", from: ClientInfo(address: "192.0.2.1", client: "t"))
        }
    }
}

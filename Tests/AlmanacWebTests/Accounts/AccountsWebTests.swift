import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct AccountsWebTests {
    @Test func firstVisitCreatesTheAccountThenSignInAndOut() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let home = try await visitor.get("/")
            #expect(home.status == .seeOther && home.headers[.location] == "/setup")
            let setup = try await visitor.get("/setup")
            #expect(setup.text.contains("Create your account"))
            // Issue 30: the zone defaulted to the list's first, Africa/Abidjan. UTC without
            // JavaScript, the browser's zone with it (setup.js), on the first visit only.
            let selected = setup.text.matches(of: /<option[^>]*selected[^>]*>/).map { String($0.output) }
            #expect(
                selected == [#"<option value="UTC" selected="selected">"#] || selected.count == 1 && selected[0].contains(#"value="UTC""#))
            #expect(setup.text.contains(#"data-widget="setup""#))
            let refused = try await visitor.post(
                "/setup", form: ["username": "ada", "password": "correct horse", "passwordAgain": "different", "timeZone": "Asia/Tokyo"])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains(#"value="Asia/Tokyo" selected"#))
            #expect(!refused.text.contains(#"data-widget="setup""#), "a refused form keeps the zone chosen")

            try await visitor.setUp()
            #expect(try await database.userCount() == 1)
            let session = visitor.cookies["almanac_session"]
            #expect(session != nil)
            // The setup page is gone once a user exists.
            #expect(try await visitor.get("/setup").headers[.location] == "/signin")

            let today = try await visitor.get("/today")
            #expect(today.status == .ok)
            for module in ["Today", "Week", "Focus", "Tasks", "Timelines", "Food", "Lifts", "Prices", "Journal"] {
                #expect(today.text.contains(">\(module)</a>"))
            }

            let signOut = try await visitor.post("/signout", form: [:])
            #expect(signOut.headers[.location] == "/signin")
            // The visitor still sends the old cookie: the session itself is gone on the server.
            #expect(try await visitor.get("/today").headers[.location] == "/signin?next=/today")

            let wrong = try await visitor.post("/signin", form: ["username": "ada", "password": "nope"])
            #expect(wrong.status == .unauthorized)
            #expect(wrong.text.contains("The user name or password is wrong."))
            let right = try await visitor.post("/signin", form: ["username": "ada", "password": "correct horse", "next": "/settings"])
            #expect(right.headers[.location] == "/settings")
            #expect(try await visitor.get("/settings").text.contains("Profile and preferences"))
        }
    }

    @Test func sessionCookieIsHttpOnlyAndSameSiteLax() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            _ = try await visitor.get("/setup")
            let response = try await visitor.post(
                "/setup", form: ["username": "ada", "password": "correct horse", "passwordAgain": "correct horse", "timeZone": "UTC"])
            let cookie = response.headers[values: .setCookie].first { $0.hasPrefix("almanac_session=") } ?? ""
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            #expect(!cookie.contains("Secure"))
        }
    }

    @Test func formsWithoutTheCSRFTokenAreRefusedAndWriteNothing() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let response = try await visitor.post(
                "/setup", form: ["username": "ada", "password": "correct horse", "passwordAgain": "correct horse", "timeZone": "UTC"],
                csrf: false)
            #expect(response.status == .forbidden)
            #expect(try await database.userCount() == 0)
        }
    }

    @Test func setupShowsErrorsAtTheField() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let response = try await visitor.post(
                "/setup", form: ["username": "ada", "password": "correct horse", "passwordAgain": "correct horse", "timeZone": "Not/AZone"])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("Not/AZone is not a known IANA time zone"))
            #expect(try await database.userCount() == 0)
        }
    }

    /// Issue 35: the profile form names every wrong field at once, beside its control, and
    /// saves nothing (no field is half applied).
    @Test func profileNamesEveryWrongFieldAndSavesNothing() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let before = try await database.user(named: "ada")
            let refused = try await visitor.post(
                "/settings/profile",
                form: [
                    "displayName": "Ada L.", "timeZone": "UTC", "weekStart": "9", "dayStartHour": "12", "unitSystem": "imperial",
                    "dateOrder": "dayMonth",
                ])
            #expect(refused.status == .badRequest)
            let page = refused.text
            #expect(page.contains("3 fields need a change"))
            for (field, message) in [
                ("weekStart", "must be"), ("dayStartHour", "must be"), ("unitSystem", "The unit system is metric or us."),
            ] {
                #expect(page.contains(#"aria-describedby="\#(field)-error""#), "\(field)'s control does not point to its message")
                let beside = page.firstRange(of: #"id="\#(field)-error">"#).map { page[$0.upperBound...].prefix(120) } ?? ""
                #expect(beside.contains(message), "\(field): \(beside)")
            }
            let after = try await database.user(named: "ada")
            #expect(after.displayName == before.displayName && after.weekStart == before.weekStart && after.unitSystem == before.unitSystem)
        }
    }

    @Test func settingsSaveAndTokensAreShownOnceAndRevocable() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let saved = try await visitor.post(
                "/settings/profile",
                form: ["displayName": "Ada L.", "timeZone": "America/New_York", "weekStart": "1", "dayStartHour": "4", "unitSystem": "us"])
            #expect(saved.status == .seeOther)
            let user = try await database.user(named: "ada")
            #expect(user.timeZone == "America/New_York" && user.weekStart == 1 && user.dayStartHour == 4 && user.unitSystem == .us)
            #expect(try await visitor.get("/settings").text.contains("Settings saved."))

            let created = try await visitor.post("/settings/tokens", form: ["name": "Laptop"])
            #expect(created.status == .seeOther)
            let secret = try await visitor.get("/settings").text.firstMatch(of: /alm_[0-9a-f]{64}/).map { String($0.output) }
            #expect(secret != nil)
            let me = try await visitor.api(.get, "/api/v1/me", token: secret)
            #expect(me.status == .ok && me.json["displayName"] as? String == "Ada L.")
            // Slashes are written as they are.
            #expect(me.text.contains(#""timeZone":"America/New_York""#))
            // The secret is never shown again.
            #expect(try await visitor.get("/settings").text.contains(secret ?? "-") == false)

            let token = try await database.tokens(owner: user.id)[0]
            let revoked = try await visitor.post("/settings/tokens/\(token.id)/revoke", form: [:])
            #expect(revoked.status == .seeOther)
            #expect(try await visitor.api(.get, "/api/v1/me", token: secret).status == .unauthorized)
            // Revoking is for good: no Undo is offered, and undo does not bring the token back.
            #expect(try await visitor.get("/settings").text.contains(">Undo</button>") == false)
            _ = try await visitor.post("/undo", form: ["next": "/settings"])
            #expect(try await visitor.api(.get, "/api/v1/me", token: secret).status == .unauthorized)
        }
    }

    @Test func userTextInFormFieldsIsEscaped() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let name = "Ada \"><script>alert(1)</script>"
            _ = try await visitor.post("/settings/profile", form: ["displayName": name, "timeZone": "UTC"])
            let page = try await visitor.get("/settings").text
            #expect(!page.contains("<script>alert(1)</script>"))
            #expect(page.contains("value=\"Ada &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""))
        }
    }
}

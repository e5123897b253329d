import Foundation
import HummingbirdTesting
import Testing

/// Stored text on the settings, sign-in, home and error pages is shown as text (issue 19).
@Suite struct AccountsEscapingTests {
    @Test func displayNameTokenNamesAndFlashesAreEscaped() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await expectPayloadsEscaped(&visitor, "/setup?next=\(Visitor.encode(Payload.text))", shows: [])
            try await visitor.setUp()
            _ = try await visitor.apiOK(.patch, "/api/v1/me", json: #"{"displayName": \#(json(Payload.text))}"#)
            _ = try await visitor.apiOK(.post, "/api/v1/tokens", json: #"{"name": \#(json(Payload.text))}"#)
            // A token made with the form: its name comes back in the flash on the next page.
            let created = try await visitor.post("/settings/tokens", form: ["name": Payload.text])
            #expect(created.status == .seeOther)
            try await expectPayloadsEscaped(&visitor, "/settings")
            for path in ["/lifts", "/journal"] {
                try await expectPayloadsEscaped(&visitor, path)
            }
            // Error pages: the chrome (display name) and the message.
            let missing = try await visitor.get("/tasks/item/\(Visitor.encode(Payload.text))")
            #expect(missing.status == .notFound)
            expectPayloadsEscaped(in: missing.text, page: "404", shows: [])
            // The undo form carries the page address back.
            _ = try await visitor.post("/undo", form: ["next": Payload.link])
            _ = try await visitor.post("/signout", form: [:])
            try await expectPayloadsEscaped(&visitor, "/signin?next=\(Visitor.encode(Payload.text))", shows: [])
            try await expectPayloadsEscaped(&visitor, "/signin?next=\(Visitor.encode(Payload.link))", shows: [])
        }
    }
}

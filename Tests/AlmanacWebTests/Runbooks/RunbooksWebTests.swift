import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

@Suite struct RunbooksWebTests {
    @Test func aRunbookFromATemplateIsUsedStepByStepAndTheUseIsKept() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let list = try await visitor.get("/runbooks")
            #expect(list.status == .ok && list.text.contains("None yet") && list.text.contains("My safety plan"))
            // No number is shipped: the page asks for the person's own.
            #expect(list.text.contains("Enter your emergency number") && !list.text.contains("tel:"))
            #expect(try await visitor.get("/today").text.contains("Hard moment? <a href=\"/runbooks\">Open a runbook</a>"))

            let created = try await visitor.post("/runbooks/from-template", form: ["template": "anxiety"])
            #expect(created.status == .seeOther)
            let location = try #require(created.headers[.location])
            #expect(location.hasSuffix("/edit"))
            let id = String(location.dropFirst("/runbooks/".count).dropLast("/edit".count))
            #expect(try await visitor.get(location).text.contains("Box breathing (4-4-4-4)"))
            // One tap: Today and the running Focus screen's distraction log link to the runbook itself.
            #expect(try await visitor.get("/today").text.contains("Hard moment? <a href=\"/runbooks/\(id)\">"))
            let running = try await visitor.api(.post, "/api/v1/intentions", json: #"{"what": "Write", "plannedMinutes": 25}"#)
            #expect(try await visitor.get("/focus").text.contains("An urge from inside? <a href=\"/runbooks/\(id)\">"))
            let intention = try #require(running.json["id"] as? String)
            #expect(
                try await visitor.api(.post, "/api/v1/intentions/\(intention)/abandon", json: #"{"reason": "a hard moment"}"#).status == .ok
            )

            _ = try await visitor.post("/runbooks/emergency-number", form: ["emergencyNumber": "112"])
            _ = try await visitor.post(
                "/runbooks/contacts", form: ["name": "Sam <b>", "phone": "+49 30 1234", "note": "sister", "checkedOn": ""])
            let page = try await visitor.get("/runbooks/\(id)")
            #expect(page.status == .ok)
            #expect(page.text.contains("If you are in danger now, call <a href=\"tel:112\""))
            #expect(page.text.contains("href=\"tel:+49301234\"") && page.text.contains("href=\"sms:+49301234\""))
            #expect(page.text.contains("Sam &lt;b&gt;") && !page.text.contains("Sam <b>"))
            #expect(page.text.contains("How do you feel now?") && page.text.contains("5 things you can see"))
            #expect(page.text.contains("data-widget=\"runbook\""))
            let words = page.text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression).lowercased()
            for word in ["streak", "badge", "score", "diagnos", "remind"] { #expect(!words.contains(word), "\(word)") }

            let steps = try await database.runbookPage(owner: try await database.user(named: "ada").id, id: id).detail.steps
            let used = try await visitor.post(
                "/runbooks/\(id)/uses", pairs: [("before", "sad"), ("after", "meh"), ("done", steps[0].id), ("done", steps[1].id)])
            #expect(used.status == .seeOther && used.headers[.location] == "/runbooks/\(id)#uses")
            let after = try await visitor.get("/runbooks/\(id)")
            #expect(after.text.contains("sad → ") && after.text.contains("2 of \(steps.count) steps"))

            let refused = try await visitor.post("/runbooks/\(id)/uses", form: ["before": "7"])
            #expect(refused.status == .seeOther)
            #expect(try await visitor.get("/runbooks/\(id)").text.contains("How you feel is 1 (angry)"))

            // The thought record goes to the journal.
            let thought = try await visitor.post(
                "/runbooks/\(id)/thought-record",
                form: ["situation": "Meeting", "thought": "I failed", "evidence": "", "kinderThought": "I tried"])
            #expect(thought.status == .seeOther)
            #expect(try await visitor.get("/journal").text.contains("Thought record"))

            let print = try await visitor.get("/runbooks/\(id)/print")
            #expect(print.status == .ok && print.text.contains("Sam &lt;b&gt;"))
            let markdown = try await visitor.get("/runbooks/\(id)/markdown")
            #expect(markdown.headers[.contentType]?.hasPrefix("text/markdown") == true)
            #expect(markdown.text.hasPrefix("# When I'm anxious") && markdown.text.contains("call 112"))
        }
    }

    @Test func editingStepsWorksWithPlainFormsAndARefusalKeepsTheTextAndNamesTheField() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let bad = try await visitor.post("/runbooks", form: ["name": " ", "warningSigns": "Tight chest"])
            #expect(bad.status == .badRequest && bad.text.contains("Name must not be empty") && bad.text.contains("Tight chest"))
            let created = try await visitor.post("/runbooks", form: ["name": "When I can't start", "warningSigns": "Tidying"])
            let location = try #require(created.headers[.location])
            let id = String(location.dropFirst("/runbooks/".count).dropLast("/edit".count))
            _ = try await visitor.post("/runbooks/\(id)/steps", form: ["kind": "text", "text": "First"])
            _ = try await visitor.post("/runbooks/\(id)/steps", form: ["kind": "urge", "text": ""])
            let empty = try await visitor.post("/runbooks/\(id)/steps", form: ["kind": "text", "text": "  "])
            #expect(empty.status == .badRequest && empty.text.contains("Write what this step says."))
            let contact = try await visitor.post(
                "/runbooks/\(id)/steps", form: ["kind": "contact", "text": "Call someone", "contact": "nope"])
            #expect(
                contact.status == .badRequest && contact.text.contains("No contact with id nope.") && contact.text.contains("Call someone"))
            let owner = try await database.user(named: "ada").id
            var steps = try await database.runbookPage(owner: owner, id: id).detail.steps
            #expect(steps.map(\.stepKind) == [.text, .urge])
            let moved = try await visitor.post("/runbooks/\(id)/steps/\(steps[1].id)/move", form: ["direction": "up"])
            #expect(moved.headers[.location] == "/runbooks/\(id)/edit#steps")
            steps = try await database.runbookPage(owner: owner, id: id).detail.steps
            #expect(steps.map(\.stepKind) == [.urge, .text])
            _ = try await visitor.post("/runbooks/\(id)/steps/\(steps[1].id)", form: ["kind": "text", "text": "Changed"])
            _ = try await visitor.post("/runbooks/\(id)/steps/\(steps[0].id)/delete", form: [:])
            #expect(try await database.runbookPage(owner: owner, id: id).detail.steps.map(\.text) == ["Changed"])
            let deleted = try await visitor.post("/runbooks/\(id)/delete", form: [:])
            #expect(deleted.headers[.location] == "/runbooks")
            #expect(try await visitor.get("/runbooks/\(id)").status == .notFound)
        }
    }

    @Test func theAPIAndAUseSentLaterWithItsTime() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let created = try await visitor.api(.post, "/api/v1/runbooks", json: #"{"template": "negative-thoughts"}"#)
            #expect(created.status == .created)
            let id = try #require(created.json["id"] as? String)
            let steps = try #require(created.json["steps"] as? [[String: Any]])
            let stepId = try #require(steps.first?["id"] as? String)
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            // A whole millisecond: an instant between two is written back truncated (see the closing note of 2026-11-28).
            let at = formatter.string(from: Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 3600).rounded(.down)))
            let use = try await visitor.api(
                .post, "/api/v1/runbooks/\(id)/uses", json: #"{"before": 2, "after": "happy", "stepsDone": ["\#(stepId)"], "at": "\#(at)"}"#
            )
            #expect(use.status == .created && use.json["before"] as? String == "sad" && use.json["afterScore"] as? Int == 4, "\(use.text)")
            #expect(use.json["usedAt"] as? String == at)
            let uses = try await visitor.api(.get, "/api/v1/runbooks/\(id)/uses")
            #expect(uses.jsonArray.count == 1)
            let wrong = try await visitor.api(.post, "/api/v1/runbooks/\(id)/uses", json: #"{"before": 9}"#)
            #expect(wrong.status == .badRequest && wrong.errorField == "before")
            let step = try await visitor.api(.post, "/api/v1/runbooks/\(id)/uses", json: #"{"stepsDone": ["nope"]}"#)
            #expect(step.status == .badRequest && step.errorField == "stepsDone")
            let blank = try await visitor.api(
                .post, "/api/v1/runbooks", json: #"{"name": "Mine", "steps": [{"kind": "text", "text": ""}]}"#)
            #expect(blank.status == .badRequest && blank.errorField == "steps[0].text")
            let kind = try await visitor.api(.post, "/api/v1/runbooks", json: #"{"name": "Mine", "steps": [{"kind": "dance"}]}"#)
            #expect(kind.status == .badRequest && kind.errorField == "steps[0].kind")

            let contact = try await visitor.api(
                .post, "/api/v1/runbook-contacts", json: #"{"name": "Sam", "phone": "030 1234", "checkedOn": "2026-01-01"}"#)
            #expect(contact.status == .created && contact.json["checkedOn"] as? String == "2026-01-01")
            let badPhone = try await visitor.api(.post, "/api/v1/runbook-contacts", json: #"{"name": "Sam", "phone": "call me"}"#)
            #expect(badPhone.status == .badRequest && badPhone.errorField == "phone")
            // No number yet: the key is there, null (as the document requires), not left out.
            #expect(try await visitor.api(.get, "/api/v1/runbook-settings").json["emergencyNumber"] is NSNull)
            let set = try await visitor.api(.put, "/api/v1/runbook-settings", json: #"{"emergencyNumber": "112"}"#)
            #expect(set.json["emergencyNumber"] as? String == "112")
            #expect(try await visitor.api(.get, "/api/v1/runbooks").jsonArray.count == 1)
            #expect(try await visitor.api(.delete, "/api/v1/runbooks/\(id)").status == .noContent)
            #expect(try await visitor.api(.get, "/api/v1/runbooks/\(id)").status == .notFound)
        }
    }
}

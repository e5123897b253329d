import Foundation
import HummingbirdTesting
import Testing

/// Stored text on every Tasks page is shown as text, never as markup (issue 19).
@Suite struct TasksEscapingTests {
    @Test func listsToDosTagsAndNotesAreEscapedOnEveryTasksPage() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let list = try #require(
                try await visitor.apiOK(.post, "/api/v1/lists", json: #"{"name": \#(json(Payload.text))}"#)["id"] as? String)
            let today = todayInBerlin()
            let fields = """
                "title": \(json(Payload.text)), "notes": \(json(Payload.markdown)), "tags": [\(json(Payload.tag)), \(json(Payload.quote))],
                "checklist": [\(json(Payload.text))]
                """
            let created = try await visitor.apiOK(.post, "/api/v1/tasks", json: #"{\#(fields), "listId": "\#(list)", "when": "\#(today)"}"#)
            let task = try #require((created["task"] as? [String: Any])?["id"] as? String)
            _ = try await visitor.apiOK(.post, "/api/v1/tasks", json: #"{\#(fields), "when": "someday"}"#)
            _ = try await visitor.apiOK(.post, "/api/v1/tasks", json: #"{\#(fields), "when": "2999-01-01"}"#)
            let inbox = try await visitor.apiOK(.post, "/api/v1/tasks", json: #"{\#(fields)}"#)
            let done = try #require((inbox["task"] as? [String: Any])?["id"] as? String)
            _ = try await visitor.apiOK(.post, "/api/v1/tasks/\(done)/complete")

            for view in ["inbox", "today", "upcoming", "anytime", "someday", "logbook"] {
                try await expectPayloadsEscaped(&visitor, "/tasks/\(view)")
            }
            try await expectPayloadsEscaped(&visitor, "/tasks/lists/\(list)")
            try await expectPayloadsEscaped(&visitor, "/tasks/item/\(task)")
            try await expectPayloadsEscaped(&visitor, "/tasks/item/\(task)?back=\(Visitor.encode(Payload.link))")
            try await expectPayloadsEscaped(&visitor, "/tasks/search?q=\(Visitor.encode(Payload.text))")
            let tag = Payload.quote.lowercased().addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            try await expectPayloadsEscaped(&visitor, "/tasks/tags/\(tag)")
        }
    }
}

/// Today's date where the test user lives (set up in Europe/Berlin), as YYYY-MM-DD.
func todayInBerlin() -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
    let parts = calendar.dateComponents([.year, .month, .day], from: Date())
    return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
}

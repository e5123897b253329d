import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// A to-do's collections have limits, stated in the OpenAPI document: 20,000 checklist items once
/// made one account's undo hold the single writer for minutes.
@Suite struct TaskLimitsTests {
    @Test func aChecklistOrTagListPastItsLimitIsRefusedNamingTheFieldAndWritesNothing() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            func items(_ count: Int) -> String { "[" + (0..<count).map { "\"Item \($0)\"" }.joined(separator: ",") + "]" }
            let tooMany = try await visitor.api(
                .post, "/api/v1/tasks", json: #"{"title": "Big", "checklist": \#(items(Limits.checklistItems + 1))}"#)
            #expect(tooMany.status == .badRequest)
            #expect(tooMany.errorField == "checklist")
            let tags = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "Tagged", "tags": \#(items(Limits.tags + 1))}"#)
            #expect(tags.status == .badRequest)
            #expect(tags.errorField == "tags")
            #expect(try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tasks") } == 0)

            let full = try await visitor.api(
                .post, "/api/v1/tasks", json: #"{"title": "Full", "checklist": \#(items(Limits.checklistItems))}"#)
            #expect(full.status == .created)
            let user = try await database.user(named: "ada")
            let id = try #require((full.json["task"] as? [String: Any])?["id"] as? String)
            await #expect(throws: AlmanacError.self) { try await database.addChecklistItem(owner: user.id, taskId: id, title: "One more") }

            let document = try await visitor.get("/api/v1/openapi.json").text
            #expect(
                document.contains("\"maxItems\":\(Limits.checklistItems)") || document.contains("\"maxItems\" : \(Limits.checklistItems)"))
        }
    }
}

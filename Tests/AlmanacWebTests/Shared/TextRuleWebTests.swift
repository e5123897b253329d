import AlmanacCore
import AlmanacStore
import Foundation
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// One length rule (issue 29): what the API refuses as too long or as control characters is a
/// 400 naming the field, and nothing is written.
@Suite struct TextRuleWebTests {
    @Test func aTitleOfCombiningMarksIsTooLongAndAControlCharacterIsRefused() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            // 400 KB that Swift counts as one character and SQLite as 200,001.
            let marks = "a" + String(repeating: "\u{0301}", count: 200_000)
            let long = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "\#(marks)", "when": "someday"}"#)
            #expect(long.status.code == 400 && long.errorField == "title", "\(long.status) \(long.text.prefix(200))")
            let nul = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "a\u0000b", "when": "someday"}"#)
            #expect(nul.status.code == 400 && nul.errorField == "title", "\(nul.status) \(nul.text.prefix(200))")
            let list = try await visitor.api(.post, "/api/v1/lists", json: #"{"name": "Errands\u001b[2J"}"#)
            #expect(list.status.code == 400 && list.errorField == "name", "\(list.status) \(list.text.prefix(200))")
            #expect(try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tasks") } == 0)
        }
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import AlmanacWeb

private let todoistCSV = """
    TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG
    task,Buy milk @errand,,4,1,Ada (1),,,en,UTC,,,,
    task,Oat milk,,1,2,Ada (1),,,en,UTC,,,,
    task,<script>alert("x")</script>,,1,1,Ada (1),,,en,UTC,,,,
    task,Water plants,,1,1,Ada (1),,every monday,en,UTC,,,,
    task,,,1,1,Ada (1),,,en,UTC,,,,

    """

private let boundary = "----AlmanacImport7MA4YWxkTrZu0gW"

/// The import form's multipart body, as a browser sends it.
private func importForm(source: String, filename: String, bytes: [UInt8]) -> ByteBuffer {
    var body = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"source\"\r\n\r\n\(source)\r\n".utf8)
    body += Array(
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(filename)\"\r\nContent-Type: text/csv\r\n\r\n".utf8)
    body += bytes + Array("\r\n--\(boundary)--\r\n".utf8)
    return ByteBuffer(bytes: body)
}

extension Visitor {
    mutating func uploadImport(_ body: ByteBuffer) async throws -> TestResponse {
        if cookies["almanac_csrf"] == nil { _ = try await get("/signin") }
        return try await send(
            .post, "/tasks/import?_csrf=\(csrf)", headers: [.contentType: "multipart/form-data; boundary=\(boundary)"], bytes: body)
    }

    mutating func importAPI(_ query: String, _ bytes: [UInt8], token: String) async throws -> TestResponse {
        try await send(
            .post, "/api/v1/tasks/imports?\(query)", headers: [.contentType: "text/csv", .authorization: "Bearer \(token)"],
            bytes: ByteBuffer(bytes: bytes))
    }
}

@Suite struct TaskImportWebTests {
    @Test func thePageUploadsPreviewsEscapedAndImportsOnConfirmInOrder() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let page = try await visitor.get("/tasks/import")
            #expect(page.status == .ok)
            #expect(page.text.contains("enctype=\"multipart/form-data\""))
            #expect(page.text.contains("href=\"/tasks/export?format=todoist-csv\""))

            let preview = try await visitor.uploadImport(
                importForm(source: "todoist", filename: "Groceries [42].csv", bytes: Array(todoistCSV.utf8)))
            #expect(preview.status == .ok)
            #expect(preview.text.contains("3 to-dos to add"))
            #expect(preview.text.contains("New lists: Groceries."))
            #expect(
                preview.text.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
                    || preview.text.contains("&lt;script&gt;alert(\"x\")&lt;/script&gt;"))
            #expect(!preview.text.contains("<script>alert"))
            #expect(preview.text.contains("A task without a title."))
            #expect(preview.text.contains("every week on Mon"))
            let user = try await database.user(named: "ada")
            #expect(try await database.lists(owner: user.id).isEmpty)  // nothing written before the confirmation

            let upload = try #require(preview.text.firstMatch(of: /name="upload" value="([0-9a-f-]+)"/)?.1)
            // The progress bar's script and the address it follows while the confirmation runs.
            #expect(preview.text.contains("data-widget=\"taskimport\""))
            #expect(preview.text.contains("data-progress=\"/api/v1/tasks/imports/\(upload)/progress\""))
            let waiting = try await visitor.get("/api/v1/tasks/imports/\(upload)/progress")
            #expect(waiting.status == .ok)
            #expect(waiting.json["phase"] as? String == "waiting")
            let confirmed = try await visitor.post("/tasks/import/confirm", form: ["upload": String(upload)])
            #expect(confirmed.status == .seeOther)
            let finished = try await visitor.get("/api/v1/tasks/imports/\(upload)/progress")
            #expect(finished.json["phase"] as? String == "finished")
            #expect(finished.json["done"] as? Int == 3 && finished.json["total"] as? Int == 3)
            let list = try await database.list(owner: user.id, named: "Groceries")
            #expect(confirmed.headers[.location] == "/tasks/lists/\(list.id)")
            let listPage = try await visitor.get("/tasks/lists/\(list.id)")
            let titles = ["Buy milk", "&lt;script&gt;", "Water plants"].map { listPage.text.range(of: $0)?.lowerBound }
            #expect(titles.allSatisfy { $0 != nil })
            #expect(titles[0]! < titles[1]! && titles[1]! < titles[2]!)
            #expect(listPage.text.contains("Imported 3 to-dos from Todoist into 1 new list."))

            // The upload is gone once imported; a second confirmation is refused.
            let again = try await visitor.post("/tasks/import/confirm", form: ["upload": String(upload)])
            #expect(again.status == .notFound)
            #expect(try await database.tasks(owner: user.id, inList: list.id).count == 3)
        }
    }

    @Test func aBadFileShowsTheFormAgainWithTheProblem() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let things = try await visitor.uploadImport(importForm(source: "things", filename: "main.sqlite", bytes: Array("nope".utf8)))
            #expect(things.status == .badRequest)
            #expect(things.text.contains("This is not a Things database"))
            #expect(things.text.contains("role=\"alert\""))
            let ticktick = try await visitor.uploadImport(
                importForm(source: "ticktick", filename: "b.csv", bytes: Array("a,b\n1,2\n".utf8)))
            #expect(ticktick.status == .badRequest)
            #expect(ticktick.text.contains("not a TickTick backup"))
            let source = try await visitor.uploadImport(importForm(source: "omnifocus", filename: "b.csv", bytes: Array("a".utf8)))
            #expect(source.status == .badRequest)
            #expect(source.text.contains("The source is one of things, todoist or ticktick."))
        }
    }

    @Test func theAPIPreviewsThenImportsOnceAndRefusesBadFiles() async throws {
        let (database, app) = try await makeApp()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let token = try await database.createToken(owner: user.id, name: "tests").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let preview = try await visitor.importAPI("source=todoist&list=Groceries", Array(todoistCSV.utf8), token: token)
            #expect(preview.status == .ok)
            let counts = preview.json["counts"] as? [String: Any]
            #expect(counts?["todos"] as? Int == 3)
            #expect(counts?["checklistItems"] as? Int == 1)
            #expect(counts?["skipped"] as? Int == 1)
            #expect(
                (preview.json["todos"] as? [[String: Any]])?.map { $0["title"] as? String } == [
                    "Buy milk", "<script>alert(\"x\")</script>", "Water plants",
                ])
            #expect((preview.json["skipped"] as? [[String: Any]])?.first?["reason"] as? String == "A task without a title.")
            #expect(try await database.lists(owner: user.id).isEmpty)

            let imported = try await visitor.importAPI("source=todoist&list=Groceries&confirm=true", Array(todoistCSV.utf8), token: token)
            #expect(imported.status == .ok)
            #expect(imported.json["addedToDos"] as? Int == 3)
            let again = try await visitor.importAPI("source=todoist&list=Groceries&confirm=true", Array(todoistCSV.utf8), token: token)
            #expect(again.json["addedToDos"] as? Int == 0)
            #expect(again.json["alreadyImported"] as? Int == 3)

            let bad = try await visitor.importAPI("source=things", Array("SQLite? no".utf8), token: token)
            #expect(bad.status == .badRequest)
            #expect(bad.errorField == "file")
            let noSource = try await visitor.importAPI("", Array("x".utf8), token: token)
            #expect(noSource.status == .badRequest)
            #expect(noSource.errorField == "source")

            let exported = try await visitor.send(.get, "/api/v1/tasks/export", headers: [.authorization: "Bearer \(token)"])
            #expect(exported.status == .ok)
            let lists = exported.json["lists"] as? [[String: Any]]
            #expect(lists?.first?["name"] as? String == "Groceries")
            #expect(
                (lists?.first?["todos"] as? [[String: Any]])?.map { $0["title"] as? String } == [
                    "Buy milk", "<script>alert(\"x\")</script>", "Water plants",
                ])
            let csv = try await visitor.send(.get, "/api/v1/tasks/export?format=todoist-csv", headers: [.authorization: "Bearer \(token)"])
            #expect(csv.headers[.contentType] == "text/csv; charset=utf-8")
            #expect(csv.text.hasPrefix("TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT"))
            #expect(csv.text.contains("section,Groceries"))
            #expect(csv.text.contains("Water plants,,1,1,,,every mon,en"))
            let wrong = try await visitor.send(.get, "/api/v1/tasks/export?format=xml", headers: [.authorization: "Bearer \(token)"])
            #expect(wrong.status == .badRequest)
        }
    }

    /// The preview writes a to-do's repeat in the person's date order, as every page does (it wrote
    /// "30 Nov" day first whatever the person chose).
    @Test(arguments: [DateOrder.monthDay, .dayMonth]) func thePreviewWritesARepeatInThePersonsDateOrder(_ order: DateOrder) async throws {
        let (database, app) = try await makeApp()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "America/New_York")
        let token = try await database.createToken(owner: user.id, name: "tests").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let chosen = try await visitor.api(.patch, "/api/v1/me", json: #"{"dateOrder": "\#(order.rawValue)"}"#, token: token)
            #expect(chosen.status == .ok)
            let csv = """
                TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
                task,Ann's birthday,,4,1,Ada (1),,every year on November 30,en,UTC

                """
            let preview = try await visitor.importAPI("source=todoist&list=Dates", Array(csv.utf8), token: token)
            #expect(preview.status == .ok, "\(preview.text)")
            let repeatText = (preview.json["todos"] as? [[String: Any]])?.first?["repeatText"] as? String
            #expect(repeatText == (order == .monthDay ? "every year on Nov 30" : "every year on 30 Nov"))
        }
    }

    @Test func aFileOverTheLimitIs413() async throws {
        let (database, app) = try await makeApp()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let token = try await database.createToken(owner: user.id, name: "tests").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let huge = [UInt8](repeating: 0x41, count: AppDatabase.taskImportLimit + 1)
            let response = try await visitor.importAPI("source=ticktick", huge, token: token)
            #expect(response.status == .contentTooLarge)
            #expect(response.errorCode == "payload_too_large")
            #expect((response.json["error"] as? [String: Any])?["message"] as? String == "The file is larger than 64 MB.")
        }
    }
}

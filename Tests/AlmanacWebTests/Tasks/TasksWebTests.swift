import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

@Suite struct TasksWebTests {
    func ids(_ response: TestResponse) -> [String] {
        ((try? JSONSerialization.jsonObject(with: Data(response.text.utf8))) as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    @Test func apiCreatesListsAndTasksAndMovesThem() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let list = try await visitor.api(.post, "/api/v1/lists", json: #"{"name": "Errands", "color": "teal", "icon": "🛒"}"#)
            #expect(list.status == .created)
            let listId = try #require(list.json["id"] as? String)
            var created: [String] = []
            for title in ["Bank", "Post office", "Bakery"] {
                let response = try await visitor.api(
                    .post, "/api/v1/tasks", json: #"{"title": "\#(title)", "listId": "\#(listId)", "tags": ["town"]}"#)
                #expect(response.status == .created)
                created.append(try #require((response.json["task"] as? [String: Any])?["id"] as? String))
            }
            let moved = try await visitor.api(.post, "/api/v1/tasks/\(created[2])/move", json: #"{"before": "\#(created[0])"}"#)
            #expect(moved.status == .ok)
            let tasks = try await visitor.api(.get, "/api/v1/lists/\(listId)/tasks")
            #expect(ids(tasks) == [created[2], created[0], created[1]])
            let keys = ((try JSONSerialization.jsonObject(with: Data(tasks.text.utf8))) as! [[String: Any]]).map {
                $0["orderKey"] as! String
            }
            #expect(keys == keys.sorted { OrderKey.precedes($0, $1) })
            let top = try await visitor.api(.post, "/api/v1/tasks/\(created[1])/move", json: #"{"to": "top"}"#)
            #expect(top.status == .ok)
            #expect(ids(try await visitor.api(.get, "/api/v1/lists/\(listId)/tasks")).first == created[1])
        }
    }

    @Test func apiQuickEntryAndViews() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let response = try await visitor.api(.post, "/api/v1/tasks", json: #"{"quickEntry": "Call mom today 5pm #Family @phone"}"#)
            #expect(response.status == .created)
            let task = try #require(response.json["task"] as? [String: Any])
            #expect(task["title"] as? String == "Call mom")
            #expect(task["listName"] as? String == "Family")
            #expect(task["reminder"] as? String == "17:00")
            let understood = try #require(response.json["understood"] as? [String: Any])
            #expect((understood["summary"] as? [String])?.contains("in Family") == true)
            let today = try await visitor.api(.get, "/api/v1/views/today")
            let sections = try #require(today.json["sections"] as? [[String: Any]])
            #expect((sections.first?["tasks"] as? [[String: Any]])?.first?["title"] as? String == "Call mom")
            #expect(try await visitor.api(.get, "/api/v1/views/nothing").status == .notFound)
            let search = try await visitor.api(.get, "/api/v1/tasks?q=mom")
            #expect(ids(search).count == 1)
            let parse = try await visitor.api(.post, "/api/v1/tasks/parse", json: #"{"quickEntry": "Pay rent every month on the 1st"}"#)
            #expect(parse.json["title"] as? String == "Pay rent")
        }
    }

    @Test func apiRefusesBadInputNamingTheFieldAndWritesNothing() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let a = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "A"}"#)
            let aId = try #require((a.json["task"] as? [String: Any])?["id"] as? String)
            let list = try await visitor.api(.post, "/api/v1/lists", json: #"{"name": "Other"}"#)
            let listId = try #require(list.json["id"] as? String)
            let b = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "B", "listId": "\#(listId)"}"#)
            let bId = try #require((b.json["task"] as? [String: Any])?["id"] as? String)
            let history = try await database.history(owner: try await database.user(named: "ada").id, limit: 500).count

            var response = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "   "}"#)
            #expect(response.status == .badRequest && response.errorField == "title")
            response = try await visitor.api(.post, "/api/v1/tasks", json: "{\"title\": \"\(String(repeating: "x", count: 501))\"}")
            #expect(response.status == .badRequest && response.errorField == "title")
            response = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "X", "deadline": "2026-02-30"}"#)
            #expect(response.status == .badRequest && response.errorField == "deadline")
            response = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "X", "when": "next tuesday"}"#)
            #expect(response.status == .badRequest && response.errorField == "when")
            response = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": 5}"#)
            #expect(response.status == .badRequest && response.errorField == "title")
            response = try await visitor.api(.patch, "/api/v1/tasks/\(aId)", json: #"{"reminder": "25:00"}"#)
            #expect(response.status == .badRequest && response.errorField == "reminder")
            response = try await visitor.api(.post, "/api/v1/tasks/\(aId)/move", json: #"{"before": "\#(bId)"}"#)
            #expect(response.status == .badRequest && response.errorField == "before")
            response = try await visitor.api(.post, "/api/v1/tasks/\(aId)/move", json: #"{"after": "\#(aId)"}"#)
            #expect(response.status == .badRequest && response.errorField == "after")
            response = try await visitor.api(.post, "/api/v1/tasks/\(aId)/move", json: #"{"to": "middle"}"#)
            #expect(response.status == .badRequest && response.errorField == "to")
            response = try await visitor.api(.post, "/api/v1/tasks/\(aId)/move", json: #"{}"#)
            #expect(response.status == .badRequest)
            response = try await visitor.api(
                .post, "/api/v1/tasks/\(aId)/move", json: #"{"before": "0190f0f0-0000-7000-8000-000000000000"}"#)
            #expect(response.status == .notFound)
            #expect(try await database.history(owner: try await database.user(named: "ada").id, limit: 500).count == history)
        }
    }

    @Test func anotherUsersIdsAreNotFound() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
            let bobs = try await database.addTask(owner: bob.id, NewTask(title: "Bob's")).task.id
            let bobsList = try await database.addList(owner: bob.id, name: "Bob's list").id
            let mine = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "Mine"}"#)
            let mineId = try #require((mine.json["task"] as? [String: Any])?["id"] as? String)
            #expect(try await visitor.api(.get, "/api/v1/tasks/\(bobs)").status == .notFound)
            #expect(try await visitor.api(.patch, "/api/v1/tasks/\(bobs)", json: #"{"title": "Mine now"}"#).status == .notFound)
            #expect(try await visitor.api(.delete, "/api/v1/tasks/\(bobs)").status == .notFound)
            #expect(try await visitor.api(.post, "/api/v1/tasks/\(bobs)/complete").status == .notFound)
            #expect(try await visitor.api(.post, "/api/v1/tasks/\(mineId)/move", json: #"{"before": "\#(bobs)"}"#).status == .notFound)
            #expect(try await visitor.api(.get, "/api/v1/lists/\(bobsList)/tasks").status == .notFound)
            #expect(try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "X", "listId": "\#(bobsList)"}"#).status == .notFound)
            #expect(try await database.task(owner: bob.id, id: bobs).task.title == "Bob's")
        }
    }

    @Test func listsMoveUpAndDownInTheSidebar() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let home = try await database.addList(owner: owner, name: "Home")
            let work = try await database.addList(owner: owner, name: "Work")
            let page = try await visitor.get("/tasks/lists/\(work.id)").text
            #expect(page.contains("action=\"/tasks/lists/\(work.id)/move\""))
            let moved = try await visitor.post("/tasks/lists/\(work.id)/move", form: ["direction": "up"])
            #expect(moved.headers[.location] == "/tasks/lists/\(work.id)")
            #expect(try await database.lists(owner: owner).map(\.name) == ["Work", "Home"])
            _ = try await visitor.post("/tasks/lists/\(work.id)/move", form: ["direction": "up"])
            #expect(try await visitor.get("/tasks/lists/\(work.id)").text.contains("“Work” is already first."))
            _ = try await visitor.post("/tasks/lists/\(home.id)/move", form: ["direction": "down"])
            #expect(try await database.lists(owner: owner).map(\.name) == ["Work", "Home"])
            _ = try await visitor.post("/tasks/lists/\(home.id)/move", form: ["direction": "up"])
            #expect(try await database.lists(owner: owner).map(\.name) == ["Home", "Work"])
        }
    }

    @Test func notesReadAsMarkdownWithOnlySafeLinks() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let notes = "Ask about **fees**.\n\n- [statement](https://bank.example/statement) <script>x</script> [bad](javascript:alert(1))"
            let task = try await database.addTask(owner: owner, NewTask(title: "Call the bank", notes: notes)).task
            let page = try await visitor.get("/tasks/item/\(task.id)").text
            #expect(page.contains("<strong>fees</strong>"))
            #expect(page.contains("<a href=\"https://bank.example/statement\">statement</a>"))
            #expect(!page.contains("<script>x"))
            #expect(!page.contains("href=\"javascript:"))
        }
    }

    @Test func pagesWorkWithoutJavaScript() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            var response = try await visitor.post("/tasks/add", form: ["text": "Water plants tomorrow @home", "back": "/tasks/inbox"])
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/tasks/inbox")
            response = try await visitor.get("/tasks/upcoming")
            #expect(response.status == .ok)
            #expect(response.text.contains("Water plants"))
            #expect(response.text.contains("Tomorrow"))
            #expect(response.text.contains("Added “Water plants”: Tomorrow · @home."))
            let owner = try await database.user(named: "ada").id
            let first = try await database.addTask(owner: owner, NewTask(title: "First")).task.id
            let second = try await database.addTask(owner: owner, NewTask(title: "Second")).task.id
            response = try await visitor.get("/tasks/inbox")
            #expect(response.text.contains("data-widget=\"tasks\""))
            // Move down without JavaScript, then undo.
            response = try await visitor.post(
                "/tasks/item/\(first)/move", form: ["after": second, "container": "list", "back": "/tasks/inbox"])
            #expect(response.status == .seeOther)
            #expect(try await database.tasks(owner: owner, inList: nil).map(\.task.title) == ["Water plants", "Second", "First"])
            response = try await visitor.get("/tasks/inbox")
            #expect(response.text.contains("Moved “First”."))
            #expect(response.text.contains("action=\"/undo\""))
            _ = try await visitor.post("/undo", form: ["next": "/tasks/inbox"])
            #expect(try await database.tasks(owner: owner, inList: nil).map(\.task.title) == ["Water plants", "First", "Second"])
            // Complete and open the details.
            response = try await visitor.post("/tasks/item/\(first)/complete", form: ["back": "/tasks/inbox"])
            #expect(response.status == .seeOther)
            #expect(try await database.task(owner: owner, id: first).task.status == .completed)
            response = try await visitor.get("/tasks/item/\(second)")
            #expect(response.status == .ok)
            #expect(response.text.contains("name=\"title\""))
            response = try await visitor.post(
                "/tasks/item/\(second)",
                form: ["title": "Second, renamed", "whenKind": "day", "startDay": "2026-13-01", "back": "/tasks/inbox"])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("“2026-13-01” is not a day"))
            response = try await visitor.post(
                "/tasks/item/\(second)", form: ["title": "Second, renamed", "whenKind": "someday", "tags": "a, b", "back": "/tasks/inbox"])
            #expect(response.status == .seeOther)
            let saved = try await database.task(owner: owner, id: second)
            #expect(saved.task.title == "Second, renamed" && saved.task.when == .someday && saved.tags == ["a", "b"])
            for path in ["/tasks/today", "/tasks/anytime", "/tasks/someday", "/tasks/logbook", "/tasks/search?q=second", "/tasks/tags/a"] {
                #expect(try await visitor.get(path).status == .ok, "\(path)")
            }
            #expect(try await visitor.get("/tasks/nowhere").status == .notFound)
        }
    }

    /// Issue 30: `#shoping` made a new list without a word. The preview says "new list" before
    /// anything is added and offers the closest existing list; an existing one (any case) is not new.
    @Test func thePreviewSaysNewListAndOffersTheClosestOne() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            _ = try await visitor.api(.post, "/api/v1/lists", json: #"{"name": "Shopping"}"#)
            _ = try await visitor.api(.post, "/api/v1/lists", json: #"{"name": "Work"}"#)
            let typo = try await visitor.api(.post, "/api/v1/tasks/parse", json: #"{"quickEntry": "Oat milk #shoping"}"#)
            #expect(typo.status == .ok)
            #expect(typo.json["newList"] as? Bool == true)
            #expect(typo.json["closestList"] as? String == "Shopping")
            #expect((typo.json["summary"] as? [String])?.contains("new list shoping") == true)
            let tag = try await visitor.api(.post, "/api/v1/tasks/parse", json: #"{"quickEntry": "Book flights #travel"}"#)
            #expect(tag.json["newList"] as? Bool == true)
            #expect(tag.json["closestList"] == nil)
            let known = try await visitor.api(.post, "/api/v1/tasks/parse", json: #"{"quickEntry": "Oat milk #SHOPPING"}"#)
            #expect(known.json["newList"] as? Bool == false)
            #expect(known.json["closestList"] == nil)
            #expect((known.json["summary"] as? [String])?.contains("in SHOPPING") == true)
            let none = try await visitor.api(.post, "/api/v1/tasks/parse", json: #"{"quickEntry": "Oat milk"}"#)
            #expect(none.json["newList"] == nil)
            // The preview made no list.
            #expect(!(try await visitor.api(.get, "/api/v1/lists").text.lowercased().contains("shoping")))
        }
    }
}

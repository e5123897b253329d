import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Headings through the API, the forms and the list's page (issue 33).
@Suite struct TaskHeadingsWebTests {
    func array(_ response: TestResponse) -> [[String: Any]] {
        ((try? JSONSerialization.jsonObject(with: Data(response.text.utf8))) as? [[String: Any]]) ?? []
    }

    @Test func apiBuildsMovesAndDeletesHeadingsAndMovesToDosAcrossThem() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let list = try #require(try await visitor.api(.post, "/api/v1/lists", json: #"{"name": "Home"}"#).json["id"] as? String)
            let kitchen = try await visitor.api(.post, "/api/v1/lists/\(list)/headings", json: #"{"title": "Kitchen"}"#)
            #expect(kitchen.status == .created)
            let kitchenId = try #require(kitchen.json["id"] as? String)
            let garden = try await visitor.api(
                .post, "/api/v1/lists/\(list)/headings", json: #"{"title": "Garden", "before": "\#(kitchenId)"}"#)
            let gardenId = try #require(garden.json["id"] as? String)
            let created = try await visitor.api(.post, "/api/v1/tasks", json: #"{"title": "Wipe", "headingId": "\#(kitchenId)"}"#)
            let task = try #require(created.json["task"] as? [String: Any])
            #expect(task["listId"] as? String == list)
            #expect(task["headingTitle"] as? String == "Kitchen")
            let taskId = try #require(task["id"] as? String)

            var read = try await visitor.api(.get, "/api/v1/lists/\(list)/headings")
            #expect((read.json["headings"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["Garden", "Kitchen"])
            #expect((read.json["groups"] as? [[String: Any]])?.count == 3)

            // Across headings through the API; null takes it out of every heading.
            let moved = try await visitor.api(.post, "/api/v1/tasks/\(taskId)/move", json: #"{"to": "top", "heading": "\#(gardenId)"}"#)
            #expect(moved.json["headingId"] as? String == gardenId)
            let out = try await visitor.api(.post, "/api/v1/tasks/\(taskId)/move", json: #"{"to": "bottom", "heading": null}"#)
            #expect(out.status == .ok && out.json["headingId"] == nil)
            let patched = try await visitor.api(.patch, "/api/v1/tasks/\(taskId)", json: #"{"headingId": "\#(kitchenId)"}"#)
            #expect(patched.json["headingTitle"] as? String == "Kitchen")

            // Rename, move, archive.
            let renamed = try await visitor.api(.patch, "/api/v1/headings/\(kitchenId)", json: #"{"title": "Cooking"}"#)
            #expect(renamed.json["title"] as? String == "Cooking")
            _ = try await visitor.api(.post, "/api/v1/headings/\(kitchenId)/move", json: #"{"to": "top"}"#)
            read = try await visitor.api(.get, "/api/v1/lists/\(list)/headings")
            #expect((read.json["headings"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["Cooking", "Garden"])
            _ = try await visitor.api(.patch, "/api/v1/headings/\(gardenId)", json: #"{"archived": true}"#)
            read = try await visitor.api(.get, "/api/v1/lists/\(list)/headings")
            #expect((read.json["headings"] as? [[String: Any]])?.count == 1)
            read = try await visitor.api(.get, "/api/v1/lists/\(list)/headings?archived=true")
            #expect((read.json["headings"] as? [[String: Any]])?.count == 2)

            // Deleting asks what happens to its to-dos.
            let unasked = try await visitor.api(.delete, "/api/v1/headings/\(kitchenId)")
            #expect(unasked.status == .badRequest)
            #expect((unasked.json["error"] as? [String: Any])?["field"] as? String == "tasks")
            #expect(try await visitor.api(.delete, "/api/v1/headings/\(kitchenId)?tasks=keep").status == .noContent)
            let kept = array(try await visitor.api(.get, "/api/v1/lists/\(list)/tasks"))
            #expect(kept.count == 1 && kept[0]["headingId"] == nil)
            #expect(try await visitor.api(.get, "/api/v1/headings/\(kitchenId)").status == .notFound)

            // Bad input names its field and writes nothing.
            let blank = try await visitor.api(.post, "/api/v1/lists/\(list)/headings", json: #"{"title": "   "}"#)
            #expect(blank.status == .badRequest)
            #expect((blank.json["error"] as? [String: Any])?["field"] as? String == "title")
            let foreign = try await visitor.api(.post, "/api/v1/lists/\(list)/headings", json: #"{"title": "X", "after": "nope"}"#)
            #expect(foreign.status == .notFound)
        }
    }

    /// The to-do's page picks its heading without JavaScript: a select of its list's headings in
    /// the edit form; another list chosen in the same form takes it out of its heading.
    @Test func theToDoFormPicksAHeadingOfItsList() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let ada = try await database.user(named: "ada")
            let home = try await database.addList(owner: ada.id, name: "Home")
            let work = try await database.addList(owner: ada.id, name: "Work")
            let kitchen = try await database.addHeading(owner: ada.id, listId: home.id, title: "Kitchen <b>")
            let garden = try await database.addHeading(owner: ada.id, listId: home.id, title: "Garden")
            let desk = try await database.addHeading(owner: ada.id, listId: work.id, title: "Desk")
            let task = try await database.addTask(owner: ada.id, NewTask(title: "Mow", listId: home.id)).task
            let item = TasksRoutes.item.href(task.id).description

            let page = try await visitor.get(item)
            #expect(page.text.contains(#"<select name="headingId""#))
            #expect(page.text.contains(#"<option value="" selected>No heading</option>"#))
            #expect(page.text.contains(#"<option value="\#(kitchen.id)">Kitchen &lt;b&gt;</option>"#))
            #expect(page.text.contains(#"<option value="\#(garden.id)">Garden</option>"#))
            #expect(!page.text.contains(desk.id))
            #expect(page.text.contains(#"name="headingListId" value="\#(home.id)""#))

            func save(_ fields: [String: String]) async throws -> TestResponse {
                try await visitor.post(
                    item, form: ["title": "Mow", "listId": home.id, "headingListId": home.id, "back": "/tasks"].merging(fields) { $1 })
            }
            #expect(try await save(["headingId": garden.id]).status == .seeOther)
            #expect(try await database.task(owner: ada.id, id: task.id).task.headingId == garden.id)
            #expect(try await visitor.get(item).text.contains(#"<option value="\#(garden.id)" selected>Garden</option>"#))
            // A heading of another list is refused beside the field, and nothing is written.
            let foreign = try await save(["headingId": desk.id])
            #expect(foreign.status == .badRequest)
            #expect(foreign.text.contains("is in another list than the to-do"))
            #expect(try await database.task(owner: ada.id, id: task.id).task.headingId == garden.id)
            // Another list with the old list's heading still picked: the to-do leaves its heading.
            #expect(try await save(["listId": work.id, "headingId": garden.id]).status == .seeOther)
            let moved = try await database.task(owner: ada.id, id: task.id).task
            #expect(moved.listId == work.id && moved.headingId == nil)
            // The Inbox has no headings: no picker.
            let inbox = try await database.addTask(owner: ada.id, NewTask(title: "Loose")).task
            #expect(!(try await visitor.get(TasksRoutes.item.href(inbox.id).description).text.contains("headingId")))
        }
    }

    @Test func theListPageShowsItsHeadingsAndTheFormsWork() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let ada = try await database.user(named: "ada")
            let list = try await database.addList(owner: ada.id, name: "Home")
            let added = try await visitor.post(TasksRoutes.addHeading.href(list.id).description, form: ["title": "Kitchen <b>"])
            #expect(added.status == .seeOther)
            let kitchen = try #require(try await database.headings(owner: ada.id, listId: list.id).first)
            #expect(kitchen.title == "Kitchen <b>")
            _ = try await database.addTask(owner: ada.id, NewTask(title: "Wipe", listId: list.id, headingId: kitchen.id))
            _ = try await database.addTask(owner: ada.id, NewTask(title: "Loose", listId: list.id))
            let page = try await visitor.get(TasksRoutes.list.href(list.id).description)
            #expect(page.text.contains("Kitchen &lt;b&gt;"))
            #expect(page.text.contains(#"data-heading="heading:\#(kitchen.id)""#))
            #expect(page.text.contains(#"data-heading="heading:""#))
            #expect(page.text.contains("New heading"))

            // Quick entry on the page with #List/Heading, and the preview says when it would make one.
            let preview = try await visitor.api(.post, "/api/v1/tasks/parse", json: #"{"quickEntry": "Mop #Home/Bathroom"}"#)
            #expect(preview.json["newHeading"] as? Bool == true)
            #expect((preview.json["summary"] as? [String])?.contains("new heading Bathroom") == true)
            let typed = try await visitor.post(TasksRoutes.add.href.description, form: ["text": "Mop #Home/Bathroom", "back": "/tasks"])
            #expect(typed.status == .seeOther)
            #expect(try await database.headings(owner: ada.id, listId: list.id).map(\.title) == ["Kitchen <b>", "Bathroom"])

            // Move down, rename, archive, delete (asking) through the forms.
            _ = try await visitor.post(TasksRoutes.moveHeading.href(kitchen.id).description, form: ["direction": "down"])
            #expect(try await database.headings(owner: ada.id, listId: list.id).map(\.title) == ["Bathroom", "Kitchen <b>"])
            _ = try await visitor.post(TasksRoutes.heading.href(kitchen.id).description, form: ["title": "Kitchen"])
            #expect(try await database.heading(owner: ada.id, id: kitchen.id).title == "Kitchen")
            let unasked = try await visitor.post(TasksRoutes.deleteHeading.href(kitchen.id).description, form: [:])
            #expect(unasked.status == .seeOther)
            #expect(try await database.headings(owner: ada.id, listId: list.id).count == 2)
            _ = try await visitor.post(TasksRoutes.deleteHeading.href(kitchen.id).description, form: ["tasks": "delete"])
            #expect(try await database.headings(owner: ada.id, listId: list.id).map(\.title) == ["Bathroom"])
            #expect(try await database.tasks(owner: ada.id, inList: list.id).map(\.task.title).sorted() == ["Loose", "Mop"])

            // Today names the heading beside the list.
            let bathroom = try #require(try await database.headings(owner: ada.id, listId: list.id).first)
            let today = try await database.taskToday(owner: ada.id)
            _ = try await database.addTask(
                owner: ada.id, NewTask(title: "Scrub", listId: list.id, when: .day(today), headingId: bathroom.id))
            let todayPage = try await visitor.get(TasksRoutes.view(.today).description)
            #expect(todayPage.text.contains("Home › Bathroom"))
        }
    }
}

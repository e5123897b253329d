import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

/// Headings inside a list: their order, moving to-dos across them, what deleting asks, undo,
/// quick entry, imports and the export (issue 33).
@Suite struct TaskHeadingsStoreTests {
    /// A list "Home" with the headings Kitchen and Garden, two to-dos under none, two in
    /// Kitchen, one in Garden.
    static func home() async throws -> (AppDatabase, User, TaskList, kitchen: TaskHeading, garden: TaskHeading, [String: String]) {
        let (database, ada) = try await makeTasksDatabase()
        let list = try await database.addList(owner: ada.id, name: "Home")
        let kitchen = try await database.addHeading(owner: ada.id, listId: list.id, title: "Kitchen")
        let garden = try await database.addHeading(owner: ada.id, listId: list.id, title: "Garden")
        var ids: [String: String] = [:]
        for (title, heading) in [
            ("Post letter", nil), ("Wipe table", kitchen.id), ("Mow", garden.id), ("Descale kettle", kitchen.id), ("Call plumber", nil),
        ] as [(String, String?)] {
            ids[title] = try await database.addTask(owner: ada.id, NewTask(title: title, listId: list.id, headingId: heading)).task.id
        }
        return (database, ada, list, kitchen, garden, ids)
    }

    /// The list page's groups as "heading: titles".
    static func groups(_ database: AppDatabase, _ owner: String, _ list: TaskList) async throws -> [String] {
        let page = try await database.tasksPage(owner: owner, showing: .list(list.id))
        return page.sections.map { "\($0.heading?.title ?? "-"): \($0.tasks.map(\.task.title).joined(separator: ", "))" }
    }

    @Test func aListShowsItsToDosUnderNoHeadingFirstThenEachHeadingInOrder() async throws {
        let (database, ada, list, _, _, _) = try await Self.home()
        #expect(
            try await Self.groups(database, ada.id, list) == [
                "-: Post letter, Call plumber", "Kitchen: Wipe table, Descale kettle", "Garden: Mow",
            ])
        // An empty heading still shows, so a to-do can be dropped into it.
        _ = try await database.addHeading(owner: ada.id, listId: list.id, title: "Attic")
        #expect(try await Self.groups(database, ada.id, list).last == "Attic: ")
    }

    @Test func movingAHeadingWritesOneRowAndItsToDosGoWithIt() async throws {
        let (database, ada, list, kitchen, garden, _) = try await Self.home()
        let changes = try await database.changeCount()
        try await database.moveHeading(owner: ada.id, id: garden.id, to: .before(kitchen.id))
        #expect(try await database.changeCount() == changes + 1)
        #expect(
            try await Self.groups(database, ada.id, list) == [
                "-: Post letter, Call plumber", "Garden: Mow", "Kitchen: Wipe table, Descale kettle",
            ])
        try await database.undoLastChange(owner: ada.id)
        #expect(try await database.headings(owner: ada.id, listId: list.id).map(\.title) == ["Kitchen", "Garden"])
    }

    @Test func aToDoCrossesAHeadingWithOneRowWritten() async throws {
        let (database, ada, list, kitchen, garden, ids) = try await Self.home()
        let changes = try await database.changeCount()
        // After "Mow" (in Garden) without naming a heading: it takes Mow's heading.
        let move = try await database.moveTask(owner: ada.id, id: ids["Wipe table"]!, to: .after(ids["Mow"]!))
        #expect(move.task.task.headingId == garden.id)
        #expect(move.rowsWritten == 1)
        // One row written: the to-do (its heading and its key).
        let written = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT entity || ' ' || entity_id FROM changes WHERE rowid > ?", arguments: [changes])
        }
        #expect(written == ["tasks \(ids["Wipe table"]!)"])
        #expect(try await Self.groups(database, ada.id, list)[1...] == ["Kitchen: Descale kettle", "Garden: Mow, Wipe table"])
        // To the top of Kitchen by naming it; out of every heading with `.none`.
        _ = try await database.moveTask(owner: ada.id, id: ids["Call plumber"]!, to: .top, heading: .heading(kitchen.id))
        _ = try await database.moveTask(owner: ada.id, id: ids["Mow"]!, to: .bottom, heading: HeadingTarget.none)
        #expect(
            try await Self.groups(database, ada.id, list) == [
                "-: Post letter, Mow", "Kitchen: Call plumber, Descale kettle", "Garden: Wipe table",
            ])
        // Undo puts it back under its heading.
        try await database.undoLastChange(owner: ada.id)
        #expect(try await database.task(owner: ada.id, id: ids["Mow"]!).task.headingId == garden.id)
    }

    @Test func aHeadingOfAnotherListOrAnAnchorUnderAnotherHeadingIsRefused() async throws {
        let (database, ada, _, kitchen, _, ids) = try await Self.home()
        let work = try await database.addList(owner: ada.id, name: "Work")
        let office = try await database.addHeading(owner: ada.id, listId: work.id, title: "Office")
        await #expect(throws: AlmanacError.invalid("heading", "The heading “Office” is in another list than the to-do.")) {
            _ = try await database.moveTask(owner: ada.id, id: ids["Mow"]!, to: .bottom, heading: .heading(office.id))
        }
        do {
            _ = try await database.moveTask(owner: ada.id, id: ids["Mow"]!, to: .after(ids["Post letter"]!), heading: .heading(kitchen.id))
            Issue.record("accepted")
        } catch let error as AlmanacError {
            #expect(error.field == "after")
        }
        await #expect(throws: AlmanacError.self) {
            _ = try await database.addTask(owner: ada.id, NewTask(title: "Desk", listId: work.id, headingId: kitchen.id))
        }
        // Another user's heading is not found.
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        await #expect(throws: AlmanacError.notFound("No heading with id \(kitchen.id).")) {
            _ = try await database.updateHeading(owner: bob.id, id: kitchen.id, title: "Mine")
        }
        await #expect(throws: AlmanacError.self) { _ = try await database.addHeading(owner: ada.id, listId: work.id, title: "  ") }
    }

    @Test func aToDoAddedUnderAHeadingWithoutAListGoesToTheHeadingsList() async throws {
        let (database, ada, list, kitchen, _, _) = try await Self.home()
        let added = try await database.addTask(owner: ada.id, NewTask(title: "Buy sponges", headingId: kitchen.id))
        #expect(added.task.listId == list.id)
        #expect(added.heading?.title == "Kitchen")
    }

    @Test func anotherListTakesTheToDoOutOfItsHeading() async throws {
        let (database, ada, _, _, _, ids) = try await Self.home()
        let work = try await database.addList(owner: ada.id, name: "Work")
        let moved = try await database.updateTask(owner: ada.id, id: ids["Mow"]!, TaskChanges(listId: .some(work.id)))
        #expect(moved.task.headingId == nil)
    }

    @Test func renamingArchivingAndDeletingAreUndoable() async throws {
        let (database, ada, list, kitchen, garden, ids) = try await Self.home()
        _ = try await database.updateHeading(owner: ada.id, id: kitchen.id, title: "Cooking")
        #expect(try await database.lastUndoable(owner: ada.id)?.summary == "Renamed the heading “Kitchen” to “Cooking”")
        try await database.undoLastChange(owner: ada.id)
        #expect(try await database.heading(owner: ada.id, id: kitchen.id).title == "Kitchen")

        // Archived: gone from the list page with its to-dos, kept for the Logbook.
        _ = try await database.updateHeading(owner: ada.id, id: garden.id, archived: true)
        #expect(try await Self.groups(database, ada.id, list).map { $0.prefix(6) } == ["-: Pos", "Kitche"])
        #expect(try await database.headings(owner: ada.id, listId: list.id, includeArchived: true).count == 2)
        try await database.undoLastChange(owner: ada.id)
        #expect(try await Self.groups(database, ada.id, list).count == 3)

        // Deleting asks: its to-dos stay in the list...
        #expect(try await database.deleteHeading(owner: ada.id, id: kitchen.id, tasks: .keepTasks) == 0)
        #expect(
            try await Self.groups(database, ada.id, list) == ["-: Post letter, Wipe table, Descale kettle, Call plumber", "Garden: Mow"])
        try await database.undoLastChange(owner: ada.id)
        #expect(try await database.task(owner: ada.id, id: ids["Wipe table"]!).heading?.title == "Kitchen")
        // ...or go with it.
        #expect(try await database.deleteHeading(owner: ada.id, id: kitchen.id, tasks: .deleteTasks) == 2)
        #expect(try await Self.groups(database, ada.id, list) == ["-: Post letter, Call plumber", "Garden: Mow"])
        try await database.undoLastChange(owner: ada.id)
        #expect(try await Self.groups(database, ada.id, list)[1] == "Kitchen: Wipe table, Descale kettle")
        // Deleting the list deletes its headings.
        try await database.deleteList(owner: ada.id, id: list.id)
        #expect(try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM task_headings") } == 0)
        try await database.undoLastChange(owner: ada.id)
        #expect(try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM task_headings") } == 2)
    }

    @Test func theLogbookKeepsTheHeadingAFinishedToDoHad() async throws {
        let (database, ada, _, _, _, ids) = try await Self.home()
        let done = try await database.completeTask(owner: ada.id, id: ids["Mow"]!)
        #expect(done.task.heading?.title == "Garden")
        let today = try await database.taskToday(owner: ada.id)
        let logbook = try await database.tasks(owner: ada.id, in: .logbook, on: today)
        #expect(logbook.flatMap(\.tasks).first?.heading?.title == "Garden")
    }

    @Test func aRepeatingToDoComesBackUnderItsHeading() async throws {
        let (database, ada, list, kitchen, _, _) = try await Self.home()
        let added = try await database.addTask(
            owner: ada.id, NewTask(title: "Clean oven", listId: list.id, repeatRule: .daily(every: 7), headingId: kitchen.id))
        let done = try await database.completeTask(owner: ada.id, id: added.task.id)
        #expect(done.next?.task.headingId == kitchen.id)
    }

    @Test func quickEntryNamesAHeadingAndMakesItWhenNeeded() async throws {
        let (database, ada, list, kitchen, _, _) = try await Self.home()
        let preview = try await database.previewQuickEntry(owner: ada.id, "Fix tap #Home/Bathroom")
        #expect(preview.parsed.headingName == "Bathroom")
        #expect(preview.isNewHeading && !preview.isNewList)
        #expect(try await database.previewQuickEntry(owner: ada.id, "Wipe #home/kitchen").isNewHeading == false)

        let first = try await database.addTask(owner: ada.id, quickEntry: "Fix tap #Home/Bathroom")
        #expect(first.createdHeading && !first.createdList)
        #expect(first.task.heading?.title == "Bathroom" && first.task.task.listId == list.id)
        let again = try await database.addTask(owner: ada.id, quickEntry: "Buy towels #Home/bathroom")
        #expect(!again.createdHeading && again.task.task.headingId == first.task.task.headingId)
        let existing = try await database.addTask(owner: ada.id, quickEntry: "Buy salt #home/Kitchen tomorrow")
        #expect(existing.task.task.headingId == kitchen.id && existing.task.task.title == "Buy salt")
        // A new list and its heading at once.
        let both = try await database.addTask(owner: ada.id, quickEntry: "Paint #Shed/Walls")
        #expect(both.createdList && both.createdHeading)
        // The CLI's --heading needs a list in the line.
        await #expect(throws: AlmanacError.self) {
            _ = try await database.addTask(owner: ada.id, quickEntry: "Loose end", headingName: "Kitchen")
        }
        #expect(
            try await database.addTask(owner: ada.id, quickEntry: "Rinse #Home", headingName: "Kitchen").task.task.headingId == kitchen.id)
    }

    @Test func theAccountExportCarriesHeadingsAndImportsIdentically() async throws {
        let (database, ada, _, _, _, _) = try await Self.home()
        let export = try await database.exportAccount(owner: ada.id)
        #expect(export.tables["task_headings"]?.count == 2)
        let (other, ada2) = try await makeTasksDatabase("ada2")
        try await other.importAccount(owner: ada2.id, export)
        var again = try await other.exportAccount(owner: ada2.id)
        again.profile = export.profile
        #expect(again.tables["task_headings"] == export.tables["task_headings"])
        #expect(again.tables["tasks"] == export.tables["tasks"])
    }

    @Test func theTasksExportGroupsByHeadingAndNamesIt() async throws {
        let (database, ada, _, _, _, _) = try await Self.home()
        let lists = try await database.exportTasks(owner: ada.id, includeFinished: false)
        let home = try #require(lists.first { $0.name == "Home" })
        #expect(
            home.tasks.map { "\($0.heading ?? "-") \($0.title)" } == [
                "- Post letter", "- Call plumber", "Kitchen Wipe table", "Kitchen Descale kettle", "Garden Mow",
            ])
    }

    @Test func aTodoistCSVArrivesWithItsSectionsAsHeadingsAndAgainAddsNothing() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let csv = Data(
            """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,Pick a date,,4,1,Ada,,,en,UTC
            ,,,,,,,,,
            section,Before,,,,,,,,
            task,Book venue,,4,1,Ada,,,en,UTC
            section,On the day,,,,,,,,
            task,Set up chairs,,4,1,Ada,,,en,UTC
            task,Greet guests,,4,1,Ada,,,en,UTC

            """.utf8)
        let plan = try await database.taskImportPlan(owner: ada.id, source: .todoist, data: csv, name: "Party.csv")
        let result = try await database.applyTaskImport(owner: ada.id, plan: plan)
        #expect(result.addedToDos == 4)
        let list = try await database.list(owner: ada.id, named: "Party")
        #expect(
            try await Self.groups(database, ada.id, list) == [
                "-: Pick a date", "Before: Book venue", "On the day: Set up chairs, Greet guests",
            ])
        #expect(try await database.taskTags(owner: ada.id).isEmpty)
        let changes = try await database.changeCount()
        let again = try await database.applyTaskImport(
            owner: ada.id, plan: try await database.taskImportPlan(owner: ada.id, source: .todoist, data: csv, name: "Party.csv"))
        #expect(again.addedToDos == 0)
        #expect(try await database.changeCount() == changes)
        #expect(try await database.headings(owner: ada.id, listId: list.id).count == 2)
    }

    /// A TickTick board's columns (`Column Name`, ordered by `Column Order`) arrive as the list's
    /// headings with their to-dos under them, in the list's `Order`; nothing is tagged in their
    /// place, and a second import adds nothing.
    @Test func aTickTickBoardArrivesWithItsColumnsAsHeadingsAndAgainAddsNothing() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let csv = Data(
            """
            "Date: 2026-11-20+0000"
            "Version: 7.1"
            "Status: 
            0 Normal
            1 Completed
            2 Archived"
            "Folder Name","List Name","Title","Kind","Tags","Content","Is Check list","Start Date","Due Date","Reminder","Repeat","Priority","Status","Created Time","Completed Time","Order","Timezone","Is All Day","Is Floating","Column Name","Column Order","View Mode","taskId","parentId"
            "","Move","Hire van","TEXT","","","N","","","","","0","0","","","1","UTC","","","Doing","-1099511627776","kanban","m1",""
            "","Move","Label boxes","TEXT","","","N","","","","","0","0","","","3","UTC","","","To do","-2199023255552","kanban","m3",""
            "","Move","Pack","TEXT","","","N","","","","","0","0","","","2","UTC","","","To do","-2199023255552","kanban","m2",""
            "","Move","Loose end","TEXT","","","N","","","","","0","0","","","4","UTC","","","","","kanban","m4",""

            """.utf8)
        let plan = try await database.taskImportPlan(owner: ada.id, source: .ticktick, data: csv, name: "backup.csv")
        let result = try await database.applyTaskImport(owner: ada.id, plan: plan)
        #expect(result.addedToDos == 4)
        let list = try await database.list(owner: ada.id, named: "Move")
        #expect(try await database.headings(owner: ada.id, listId: list.id).map(\.title) == ["To do", "Doing"])
        #expect(
            try await Self.groups(database, ada.id, list) == [
                "-: Loose end", "To do: Pack, Label boxes", "Doing: Hire van",
            ])
        #expect(try await database.taskTags(owner: ada.id).isEmpty)
        let changes = try await database.changeCount()
        let again = try await database.applyTaskImport(
            owner: ada.id, plan: try await database.taskImportPlan(owner: ada.id, source: .ticktick, data: csv, name: "backup.csv"))
        #expect(again.addedToDos == 0)
        #expect(try await database.changeCount() == changes)
        #expect(try await database.headings(owner: ada.id, listId: list.id).count == 2)
    }

    /// things.py's test database, which Things 3 wrote (Tests/Fixtures/third-party/things.py).
    @Test func theThingsTestDatabaseArrivesWithItsHeading() async throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/third-party/things.py/main.sqlite")
        let (database, ada) = try await makeTasksDatabase()
        let plan = try await database.taskImportPlan(owner: ada.id, source: .things, file: file)
        #expect(plan.headings.map(\.title) == ["Heading"])
        _ = try await database.applyTaskImport(owner: ada.id, plan: plan)
        let list = try await database.list(owner: ada.id, named: "Project in Area 1")
        let headings = try await database.headings(owner: ada.id, listId: list.id)
        #expect(headings.map(\.title) == ["Heading"])
        let groups = try await Self.groups(database, ada.id, list)
        #expect(groups.last == "Heading: To-Do in Heading")
        // Nothing tagged in its place; the finished ones keep it in the Logbook.
        #expect(try await database.taskTags(owner: ada.id).map(\.name).contains("Heading") == false)
        let today = try await database.taskToday(owner: ada.id)
        let finished = try await database.tasks(owner: ada.id, in: .logbook, on: today).flatMap(\.tasks)
            .filter { $0.task.title.hasSuffix("in Heading") }
        #expect(finished.count == 2 && finished.allSatisfy { $0.heading?.title == "Heading" })
        // Importing again adds nothing.
        let changes = try await database.changeCount()
        let again = try await database.applyTaskImport(
            owner: ada.id, plan: try await database.taskImportPlan(owner: ada.id, source: .things, file: file))
        #expect(again.addedToDos == 0 && again.addedLists == 0)
        #expect(try await database.changeCount() == changes)
    }
}

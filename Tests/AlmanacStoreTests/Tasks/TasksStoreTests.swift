import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

func makeTasksDatabase(_ name: String = "ada") async throws -> (AppDatabase, User) {
    let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000), step: 0.001)
    let database = try await TestEngine.database(now: { clock.now })
    let user = try await database.createUser(username: name, password: "correct horse", timeZone: "UTC")
    return (database, user)
}

extension AppDatabase {
    func titles(_ sections: [TaskSection]) -> [String] { sections.flatMap(\.tasks).map(\.task.title) }

    func changeCount() async throws -> Int {
        try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM changes")! }
    }

    func inboxTitles(_ owner: String) async throws -> [String] {
        try await tasks(owner: owner, inList: nil).map(\.task.title)
    }
}

@Suite struct TasksStoreTests {
    @Test func addsToTheInboxOrAListAtTheBottom() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let list = try await database.addList(owner: ada.id, name: "Errands", color: "teal", icon: "🛒")
        _ = try await database.addTask(owner: ada.id, NewTask(title: "  Buy milk  "))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Post letter"))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Bank", listId: list.id, tags: ["@town", "Town", "quick"]))
        let top = try await database.addTask(owner: ada.id, NewTask(title: "Keys", listId: list.id), placement: .top)
        #expect(try await database.inboxTitles(ada.id) == ["Buy milk", "Post letter"])
        let inList = try await database.tasks(owner: ada.id, inList: list.id)
        #expect(inList.map(\.task.title) == ["Keys", "Bank"])
        #expect(inList[1].tags == ["quick", "town"])
        #expect(inList[1].list?.icon == "🛒")
        #expect(top.task.listKey < inList[1].task.listKey)
        #expect(try await database.taskTags(owner: ada.id).map(\.name) == ["quick", "town"])
    }

    @Test func refusesBadTitlesAndWritesNothing() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let before = try await database.changeCount()
        await #expect(throws: AlmanacError.invalid("title", "Title must not be empty.")) {
            try await database.addTask(owner: ada.id, NewTask(title: "   "))
        }
        do {
            _ = try await database.addTask(owner: ada.id, NewTask(title: String(repeating: "x", count: 501)))
            Issue.record("an overlong title was accepted")
        } catch let error as AlmanacError {
            #expect(error.field == "title")
        }
        await #expect(throws: AlmanacError.self) {
            try await database.addTask(owner: ada.id, NewTask(title: "Icon", listId: "nope"))
        }
        await #expect(throws: AlmanacError.self) {
            try await database.addList(owner: ada.id, name: "Bad", icon: "ab")
        }
        #expect(try await database.changeCount() == before)
        #expect(try await database.inboxTitles(ada.id).isEmpty)
    }

    @Test func quickEntryUnderstandsListTagDateAndTime() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let today = try await database.taskToday(owner: ada.id)
        let outcome = try await database.addTask(owner: ada.id, quickEntry: "Call mom tomorrow 5pm #Family @phone")
        #expect(outcome.task.task.title == "Call mom")
        #expect(outcome.task.task.when == .day(today.adding(days: 1)))
        #expect(outcome.task.task.reminder == "17:00")
        #expect(outcome.task.list?.name == "Family")
        #expect(outcome.task.tags == ["phone"])
        #expect(outcome.createdList)
        // The same list again, in another case: no second list.
        let again = try await database.addTask(owner: ada.id, quickEntry: "Birthday card #family")
        #expect(again.task.list?.id == outcome.task.list?.id)
        #expect(!again.createdList)
        #expect(try await database.lists(owner: ada.id).count == 1)
    }

    @Test func quickEntryFollowsTheUsersDateOrder() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let today = try await database.taskToday(owner: ada.id)
        let year = today.month < 12 || today.day < 11 ? today.year : today.year + 1
        // UTC is not a US zone: day/month until the person chooses.
        #expect(try await database.dateOrder(owner: ada.id) == .dayMonth)
        let european = try await database.addTask(owner: ada.id, quickEntry: "Pay rent 11/12")
        #expect(european.task.task.when?.day == LocalDay(year: year, month: 12, day: 11))
        try await database.setDateOrder(owner: ada.id, .monthDay)
        #expect(try await database.dateOrder(owner: ada.id) == .monthDay)
        let us = try await database.addTask(owner: ada.id, quickEntry: "Pay rent 12/11")
        #expect(us.task.task.when?.day == LocalDay(year: year, month: 12, day: 11))
    }

    /// Issue 30: "dates like 12/11" meant month/day for everyone, 11 December in Berlin too.
    @Test(arguments: [
        ("Europe/Berlin", DateOrder.dayMonth), ("Asia/Tokyo", .dayMonth), ("UTC", .dayMonth), ("America/Toronto", .dayMonth),
        ("America/New_York", .monthDay), ("America/Los_Angeles", .monthDay), ("America/Indiana/Knox", .monthDay),
        ("Pacific/Honolulu", .monthDay),
    ])
    func aNewAccountReadsDatesAsPeopleInItsZoneDo(_ zone: String, _ order: DateOrder) async throws {
        let database = try await TestEngine.database()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: zone)
        #expect(try await database.dateOrder(owner: user.id) == order)
    }

    @Test func viewsPutEachToDoInItsPlace() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let today = try await database.taskToday(owner: ada.id)
        let work = try await database.addList(owner: ada.id, name: "Work")
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Inbox thing"))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Anytime", listId: work.id))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Someday", listId: work.id, when: .someday))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Now", when: .day(today)))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Evening", when: .evening(today)))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Missed", listId: work.id, when: .day(today.adding(days: -3))))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Due", listId: work.id, deadline: today))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Later", when: .day(today.adding(days: 2))))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Later too", when: .day(today.adding(days: 2))))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Next", when: .day(today.adding(days: 1))))
        let done = try await database.addTask(owner: ada.id, NewTask(title: "Done"))
        _ = try await database.completeTask(owner: ada.id, id: done.task.id)

        let todayView = try await database.tasks(owner: ada.id, in: .today, on: today)
        #expect(todayView.map(\.title) == [nil, "This Evening"])
        #expect(todayView[0].tasks.map(\.task.title) == ["Now", "Missed", "Due"])
        #expect(todayView[1].tasks.map(\.task.title) == ["Evening"])
        let upcoming = try await database.tasks(owner: ada.id, in: .upcoming, on: today)
        #expect(upcoming.map(\.day) == [today.adding(days: 1), today.adding(days: 2)])
        #expect(upcoming[1].tasks.map(\.task.title) == ["Later", "Later too"])
        #expect(try database.titles(await database.tasks(owner: ada.id, in: .inbox, on: today)) == ["Inbox thing"])
        #expect(try database.titles(await database.tasks(owner: ada.id, in: .anytime, on: today)) == ["Anytime"])
        #expect(try database.titles(await database.tasks(owner: ada.id, in: .someday, on: today)) == ["Someday"])
        #expect(try database.titles(await database.tasks(owner: ada.id, in: .logbook, on: today)) == ["Done"])
    }

    @Test func completingARepeatingToDoCreatesTheNextOneAndKeepsTheCopyInTheLogbook() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let today = try await database.taskToday(owner: ada.id)
        let list = try await database.addList(owner: ada.id, name: "Home")
        let first = try await database.addTask(owner: ada.id, NewTask(title: "First", listId: list.id))
        let water = try await database.addTask(
            owner: ada.id,
            NewTask(
                title: "Water plants", listId: list.id, when: .day(today), repeatRule: .daily(every: 3), tags: ["home"],
                checklist: ["Fern", "Cactus"]))
        let last = try await database.addTask(owner: ada.id, NewTask(title: "Last", listId: list.id))
        _ = try await database.updateChecklistItem(owner: ada.id, id: water.checklist[0].id, done: true)
        let completion = try await database.completeTask(owner: ada.id, id: water.task.id)
        let next = try #require(completion.next)
        #expect(next.task.when == .day(today.adding(days: 3)))
        #expect(next.tags == ["home"])
        #expect(next.checklist.map(\.title) == ["Fern", "Cactus"])
        #expect(next.checklist.allSatisfy { !$0.done })
        #expect(completion.task.task.status == .completed)
        // The next one takes the completed one's place in the list.
        #expect(try await database.tasks(owner: ada.id, inList: list.id).map(\.task.id) == [first.task.id, next.task.id, last.task.id])
        #expect(try database.titles(await database.tasks(owner: ada.id, in: .logbook, on: today)) == ["Water plants"])
        await #expect(throws: AlmanacError.self) { try await database.completeTask(owner: ada.id, id: water.task.id) }
        // Undo removes the next one and opens the original again.
        _ = try await database.undoLastChange(owner: ada.id)
        #expect(try await database.task(owner: ada.id, id: water.task.id).task.status == .open)
        await #expect(throws: AlmanacError.self) { try await database.task(owner: ada.id, id: next.task.id) }
    }

    @Test func movesComputeOneKeyAndRefuseBadNeighbours() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        let work = try await database.addList(owner: ada.id, name: "Work")
        let a = try await database.addTask(owner: ada.id, NewTask(title: "A")).task.id
        let b = try await database.addTask(owner: ada.id, NewTask(title: "B")).task.id
        let c = try await database.addTask(owner: ada.id, NewTask(title: "C")).task.id
        let elsewhere = try await database.addTask(owner: ada.id, NewTask(title: "W", listId: work.id)).task.id
        let bobs = try await database.addTask(owner: bob.id, NewTask(title: "Bob's")).task.id
        let gone = try await database.addTask(owner: ada.id, NewTask(title: "Gone")).task.id
        try await database.deleteTask(owner: ada.id, id: gone)

        let move = try await database.moveTask(owner: ada.id, id: c, to: .before(a))
        #expect(move.rowsWritten == 1)
        #expect(try await database.inboxTitles(ada.id) == ["C", "A", "B"])
        #expect(try await database.moveTask(owner: ada.id, id: c, to: .top).rowsWritten == 0)
        _ = try await database.moveTask(owner: ada.id, id: c, to: .after(b))
        _ = try await database.moveTask(owner: ada.id, id: b, to: .bottom)
        #expect(try await database.inboxTitles(ada.id) == ["A", "C", "B"])

        let before = try await database.changeCount()
        func refusal(_ placement: TaskPlacement, _ id: String = a) async -> AlmanacError? {
            do {
                _ = try await database.moveTask(owner: ada.id, id: id, to: placement)
                return nil
            } catch { return error as? AlmanacError }
        }
        #expect(await refusal(.before(elsewhere))?.field == "before")
        #expect(await refusal(.after(a))?.field == "after")
        #expect(await refusal(.before(bobs))?.code == "not_found")
        #expect(await refusal(.after(gone))?.code == "not_found")
        #expect(await refusal(.top, bobs)?.code == "not_found")
        #expect(try await database.changeCount() == before)
        #expect(try await database.inboxTitles(ada.id) == ["A", "C", "B"])
    }

    @Test func reorderingTodayLeavesTheListAlone() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let today = try await database.taskToday(owner: ada.id)
        let ids = try await ["One", "Two", "Three"].asyncMap {
            try await database.addTask(owner: ada.id, NewTask(title: $0, when: .day(today))).task.id
        }
        _ = try await database.moveTask(owner: ada.id, id: ids[2], to: .top, in: .today)
        #expect(try database.titles(await database.tasks(owner: ada.id, in: .today, on: today)) == ["Three", "One", "Two"])
        #expect(try await database.inboxTitles(ada.id) == ["One", "Two", "Three"])
        // Undo puts Today back.
        _ = try await database.undoLastChange(owner: ada.id)
        #expect(try database.titles(await database.tasks(owner: ada.id, in: .today, on: today)) == ["One", "Two", "Three"])
    }

    @Test func deletingAndUndoingBringsBackChecklistAndTags() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let task = try await database.addTask(owner: ada.id, NewTask(title: "Pack", tags: ["trip"], checklist: ["Socks", "Book"]))
        try await database.deleteTask(owner: ada.id, id: task.task.id)
        #expect(try await database.inboxTitles(ada.id).isEmpty)
        #expect(try await database.searchTasks(owner: ada.id, query: "pack").isEmpty)
        _ = try await database.undoLastChange(owner: ada.id)
        let back = try await database.task(owner: ada.id, id: task.task.id)
        #expect(back.tags == ["trip"])
        #expect(back.checklist.map(\.title) == ["Socks", "Book"])
        #expect(try await database.searchTasks(owner: ada.id, query: "pack").map(\.task.id) == [task.task.id])
    }

    @Test func searchFindsEveryWordBetweenPunctuationOnEitherEngine() async throws {
        // FTS5 splits at every mark; PostgreSQL's parser would read "3<4 and 5>2" as an HTML tag and
        // "example.com/page" as a host and a path, and find neither "and" nor "page" (issue 36).
        let (database, ada) = try await makeTasksDatabase()
        let task = try await database.addTask(
            owner: ada.id, NewTask(title: "Check 3<4 and 5>2", notes: "See example.com/page_two, a@b.org <img src=x>")
        ).task.id
        let other = try await database.addTask(owner: ada.id, NewTask(title: "Water the plants")).task.id
        for query in ["and", "page", "two", "example", "org", "img src", "3 4", "b"] {
            #expect(try await database.searchTasks(owner: ada.id, query: query).map(\.task.id) == [task], "\(query)")
        }
        #expect(try await database.searchTasks(owner: ada.id, query: "plants").map(\.task.id) == [other])
        #expect(try await database.searchTasks(owner: ada.id, query: "com/page").map(\.task.id) == [task])
    }

    @Test func eachToDoHasExactlyItsOwnSearchRowThroughAddRenameDeleteAndUndo() async throws {
        let (database, ada) = try await makeTasksDatabase()
        var ids: [String] = []
        for title in ["Buy milk", "Call mom", "Pay rent"] {
            ids.append(try await database.addTask(owner: ada.id, NewTask(title: title)).task.id)
        }
        _ = try await database.updateTask(owner: ada.id, id: ids[1], TaskChanges(title: "Call dad"))
        try await database.deleteTask(owner: ada.id, id: ids[0])
        func check(_ expected: Int) async throws {
            // The search row shares its to-do's rowid (migration 0023), so a delete is a look-up.
            let (tasks, search, matched) = try await database.read { db in
                (
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tasks") ?? -1,
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tasks_search") ?? -1,
                    try Int.fetchOne(
                        db,
                        sql:
                            "SELECT COUNT(*) FROM tasks t JOIN tasks_search s ON s.rowid = t.rowid AND s.task_id = t.id AND s.title = t.title"
                    ) ?? -1
                )
            }
            #expect(tasks == expected && search == expected && matched == expected)
        }
        try await check(2)
        #expect(try await database.searchTasks(owner: ada.id, query: "dad").map(\.task.id) == [ids[1]])
        #expect(try await database.searchTasks(owner: ada.id, query: "mom").isEmpty)
        _ = try await database.undoLastChange(owner: ada.id)
        try await check(3)
        #expect(try await database.searchTasks(owner: ada.id, query: "milk").map(\.task.id) == [ids[0]])
    }

    @Test func deletingAListDeletesItsToDosAndUndoRestoresThem() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let list = try await database.addList(owner: ada.id, name: "Trip")
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Tickets", listId: list.id, tags: ["buy"]))
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Hotel", listId: list.id))
        #expect(try await database.deleteList(owner: ada.id, id: list.id) == 2)
        #expect(try await database.lists(owner: ada.id).isEmpty)
        _ = try await database.undoLastChange(owner: ada.id)
        #expect(try await database.tasks(owner: ada.id, inList: list.id).map(\.task.title) == ["Tickets", "Hotel"])
    }

    @Test func listsKeepTheirOrderAndNames() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let a = try await database.addList(owner: ada.id, name: "Alpha")
        let b = try await database.addList(owner: ada.id, name: "Beta")
        _ = try await database.moveList(owner: ada.id, id: b.id, to: .before(a.id))
        #expect(try await database.lists(owner: ada.id).map(\.name) == ["Beta", "Alpha"])
        await #expect(throws: AlmanacError.self) { try await database.addList(owner: ada.id, name: "alpha") }
        await #expect(throws: AlmanacError.self) { try await database.updateList(owner: ada.id, id: b.id, name: "ALPHA") }
        _ = try await database.updateList(owner: ada.id, id: a.id, archived: true)
        #expect(try await database.lists(owner: ada.id).map(\.name) == ["Beta"])
        #expect(try await database.lists(owner: ada.id, includeArchived: true).count == 2)
    }

    @Test func searchFindsTitlesAndNotesByPrefix() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Renew passport", notes: "Bring **photos**"))
        let other = try await database.addTask(owner: ada.id, NewTask(title: "Call the dentist"))
        _ = try await database.addTask(owner: bob.id, NewTask(title: "Bob's passport"))
        #expect(try await database.searchTasks(owner: ada.id, query: "pass").map(\.task.title) == ["Renew passport"])
        #expect(try await database.searchTasks(owner: ada.id, query: "photo").count == 1)
        _ = try await database.updateTask(owner: ada.id, id: other.task.id, TaskChanges(title: "Call the passport office"))
        #expect(try await database.searchTasks(owner: ada.id, query: "passport").count == 2)
        #expect(try await database.searchTasks(owner: ada.id, query: "\"*(").isEmpty)
    }

    /// What the user types is words, never query syntax (FTS5's on SQLite, tsquery's on
    /// PostgreSQL); open to-dos come before finished ones.
    @Test func searchTakesQuotesAndOperatorsAsSeparatorsAndListsOpenToDosFirst() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let done = try await database.addTask(owner: ada.id, NewTask(title: "Plan the draft"))
        _ = try await database.completeTask(owner: ada.id, id: done.task.id)
        let open = try await database.addTask(owner: ada.id, NewTask(title: "Tom's & Jerry's | plan: (draft)!"))
        for query in ["tom's & jerry", "'tom' | 'jerry'", "jerry: !draft", "(tom", "\"jerry\"*", "tom:* & jerry\\"] {
            #expect(try await database.searchTasks(owner: ada.id, query: query).map(\.task.id) == [open.task.id], "\(query)")
        }
        for query in ["(plan) | 'draft'", "plan: !dra"] {
            #expect(try await database.searchTasks(owner: ada.id, query: query).map(\.task.id) == [open.task.id, done.task.id], "\(query)")
        }
        for query in ["&|!():*'\"\\", "!!", "''"] {
            #expect(try await database.searchTasks(owner: ada.id, query: query).isEmpty, "\(query)")
        }
    }

    /// A finished to-do without its time of finishing (as an import may leave it) comes last on
    /// the Logbook's first page on both engines: SQLite sorts a NULL lowest, PostgreSQL highest.
    @Test func aFinishedToDoWithoutItsTimeComesLastInTheLogbook() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let undated = try await database.addTask(owner: ada.id, NewTask(title: "undated")).task.id
        let dated = try await database.addTask(owner: ada.id, NewTask(title: "dated")).task.id
        for id in [undated, dated] { _ = try await database.completeTask(owner: ada.id, id: id) }
        try await database.writeUnlogged { db in
            try db.execute(sql: "UPDATE tasks SET status_at = NULL WHERE id = ?", arguments: [undated])
        }
        let page = try await database.taskView(owner: ada.id, .logbook)
        #expect(page.sections.flatMap(\.tasks).map(\.task.id) == [dated, undated])
    }

    @Test func tagViewAndUpdatesReplaceTags() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let task = try await database.addTask(owner: ada.id, NewTask(title: "Email", tags: ["work"]))
        _ = try await database.updateTask(owner: ada.id, id: task.task.id, TaskChanges(tags: ["Home", "errand"]))
        #expect(try await database.task(owner: ada.id, id: task.task.id).tags == ["errand", "Home"])
        #expect(try await database.tasks(owner: ada.id, tagged: "home").map(\.task.title) == ["Email"])
        #expect(try await database.tasks(owner: ada.id, tagged: "work").isEmpty)
    }

    @Test func changingTheListMovesTheToDoToTheBottomOfTheNewList() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let list = try await database.addList(owner: ada.id, name: "Garden")
        _ = try await database.addTask(owner: ada.id, NewTask(title: "Rake", listId: list.id))
        let seeds = try await database.addTask(owner: ada.id, NewTask(title: "Seeds"))
        _ = try await database.updateTask(owner: ada.id, id: seeds.task.id, TaskChanges(listId: .some(list.id)))
        #expect(try await database.tasks(owner: ada.id, inList: list.id).map(\.task.title) == ["Rake", "Seeds"])
        #expect(try await database.inboxTitles(ada.id).isEmpty)
    }

    @Test func checklistItemsHaveTheirOwnOrder() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let task = try await database.addTask(owner: ada.id, NewTask(title: "Pack", checklist: ["A", "B", "C"]))
        try await database.moveChecklistItem(owner: ada.id, id: task.checklist[2].id, to: .top)
        #expect(try await database.task(owner: ada.id, id: task.task.id).checklist.map(\.title) == ["C", "A", "B"])
        let other = try await database.addTask(owner: ada.id, NewTask(title: "Other", checklist: ["X"]))
        await #expect(throws: AlmanacError.self) {
            try await database.moveChecklistItem(owner: ada.id, id: task.checklist[0].id, to: .before(other.checklist[0].id))
        }
    }

    @Test func exportAndImportCarryTasks() async throws {
        let (database, ada) = try await makeTasksDatabase()
        let list = try await database.addList(owner: ada.id, name: "Work")
        _ = try await database.addTask(
            owner: ada.id, NewTask(title: "Report", notes: "Q3", listId: list.id, tags: ["x"], checklist: ["Draft"]))
        let export = try await database.exportAccount(owner: ada.id)
        let (other, ada2) = try await makeTasksDatabase("ada2")
        try await other.importAccount(owner: ada2.id, export)
        #expect(try await other.tasks(owner: ada2.id, inList: list.id).map(\.tags) == [["x"]])
        #expect(try await other.searchTasks(owner: ada2.id, query: "q3").count == 1)
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}

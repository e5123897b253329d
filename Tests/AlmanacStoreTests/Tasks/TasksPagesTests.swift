import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// Each Tasks page is one read transaction, with a number of statements that does not grow with
/// the to-dos, lists and tags.
@Suite struct TasksPagesTests {
    /// The statements `page` takes with `count` to-dos (each in a list, with a tag and a step).
    func statements(with count: Int, _ page: (AppDatabase, User, TaskList, String) async throws -> Void) async throws -> (Int, Int) {
        let log = StatementLog()
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000), step: 0.001)
        let database = try log.database(now: { clock.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let list = try await database.addList(owner: user.id, name: "Errands")
        for index in 0..<count {
            _ = try await database.addTask(
                owner: user.id,
                NewTask(
                    title: "Buy milk \(index)", listId: index % 2 == 0 ? list.id : nil,
                    when: .day(try await database.taskToday(owner: user.id)),
                    tags: ["shop\(index)"], checklist: ["one"]))
        }
        let first = try await database.tasks(owner: user.id, inList: list.id)[0].task.id
        log.reset()
        try await page(database, user, list, first)
        // Statements SQLite runs inside the full-text index ("-- …", per match) are not the page's.
        return (log.transactions, log.statements.filter { !$0.hasPrefix("--") }.count)
    }

    @Test(arguments: ["today", "inbox", "anytime", "upcoming", "someday", "logbook", "list", "tag", "search", "task"])
    func everyPageIsOneReadThatDoesNotGrowWithTheData(_ kind: String) async throws {
        func show(_ database: AppDatabase, _ user: User, _ list: TaskList, _ first: String) async throws {
            let place: TasksPlace =
                switch kind {
                case "list": .list(list.id)
                case "tag": .tag("shop0")
                case "search": .search("milk")
                case "task": .task(first)
                default: .view(TaskView(rawValue: kind)!)
                }
            let page = try await database.tasksPage(owner: user.id, showing: place)
            #expect(page.lists.map(\.name) == ["Errands"])
            if kind == "task" { #expect(page.task?.task.title == "Buy milk 0") }
        }
        let (fewTransactions, few) = try await statements(with: 2, show)
        let (manyTransactions, many) = try await statements(with: 8, show)
        #expect(fewTransactions == 1 && manyTransactions == 1)
        #expect(few == many, "\(kind): \(few) statements with 2 to-dos, \(many) with 8")
    }

    @Test func aListOfSomeoneElseIsNotFound() async throws {
        _ = try await statements(with: 1) { database, _, list, _ in
            let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
            await #expect(throws: AlmanacError.self) { try await database.tasksPage(owner: bob.id, showing: .list(list.id)) }
        }
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// The Today, Week and Focus pages each read their data in one transaction, with a number of
/// statements that does not grow with the data.
@Suite struct SystemPagesTests {
    let monday = LocalDay(year: 2026, month: 5, day: 4)

    /// A user with `count` goals, intentions (each with a distraction), to-dos done yesterday and
    /// today, and a filled-in day module.
    func makeData(count: Int) async throws -> (AppDatabase, StatementLog, User, [String]) {
        let log = StatementLog()
        let clock = TestClock(berlin(8, day: 4))
        let database = try log.database(now: { clock.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let areas = try await database.addSuggestedAreas(owner: user.id)
        _ = try await database.startWeek(owner: user.id, containing: monday)
        var intentions: [String] = []
        var goals: [GoalRecord] = []
        for index in 0..<count {
            goals.append(
                try await database.addGoal(
                    owner: user.id, weekContaining: monday, title: "Goal \(index)", areaId: areas[index % areas.count].id,
                    estimateHours: 1))
        }
        for day in [3, 4] {
            for (index, goal) in goals.enumerated() {
                clock.set(berlin(9 + index, day: day))
                let intention = try await database.startIntention(
                    owner: user.id, what: "Work \(index)", plannedMinutes: 30, goalId: goal.id)
                _ = try await database.logDistraction(owner: user.id, intentionId: intention.id, trigger: .internal, note: nil)
                clock.advance(31 * 60)
                intentions.append(intention.id)
                let task = try await database.addTask(owner: user.id, quickEntry: "To-do \(index) on \(day)", areaId: areas[0].id)
                _ = try await database.completeTask(owner: user.id, id: task.task.task.id)
            }
        }
        try await database.saveDayModule(owner: user.id, day: monday, .review(text: "A good day."))
        _ = try await database.saveStandup(owner: user.id, day: monday, answers: ["Planned the week."])
        clock.set(berlin(20, day: 4))
        return (database, log, user, intentions)
    }

    /// Runs every page query and returns, for each, the transactions and statements it took.
    func measure(count: Int) async throws -> [String: (transactions: Int, statements: Int)] {
        let (database, log, user, intentions) = try await makeData(count: count)
        var measured: [String: (Int, Int)] = [:]
        func page(_ name: String, _ query: () async throws -> Void) async throws {
            log.reset()
            try await query()
            measured[name] = (log.transactions, log.statements.count)
        }
        try await page("today") { _ = try await database.todayPage(owner: user.id, day: monday) }
        try await page("another day") { _ = try await database.todayPage(owner: user.id, day: monday.adding(days: -1)) }
        try await page("week") { _ = try await database.weekPage(owner: user.id, containing: monday) }
        try await page("focus") { _ = try await database.focusPage(owner: user.id) }
        try await page("after") { _ = try await database.focusAfterPage(owner: user.id, id: intentions[0]) }
        try await page("edit") { _ = try await database.focusEditPage(owner: user.id, id: intentions[0]) }
        try await page("history") {
            _ = try await database.focusHistoryPage(owner: user.id, from: monday.adding(days: -6), through: monday, filter: .init())
        }
        return measured
    }

    @Test func eachPageIsOneReadTransactionWithAFixedNumberOfStatements() async throws {
        let few = try await measure(count: 1)
        let more = try await measure(count: 4)
        #expect(few.count == 7)
        for (name, cost) in few {
            #expect(cost.transactions == 1, "\(name): \(cost.transactions) transactions")
            #expect(
                more[name]?.statements == cost.statements, "\(name): \(cost.statements) statements, then \(more[name]?.statements ?? 0)")
        }
    }

    @Test func theTodayPageShowsTheDayAsOneSnapshot() async throws {
        let (database, _, user, _) = try await makeData(count: 2)
        let page = try await database.todayPage(owner: user.id, day: monday)
        #expect(page.isToday)
        #expect(page.intentions.map(\.what) == ["Work 0", "Work 1"])
        #expect(page.finishedYesterday.map(\.what) == ["Work 0", "Work 1"])
        #expect(page.toDosDoneYesterday.map(\.task.title) == ["To-do 0 on 3", "To-do 1 on 3"])
        #expect(page.standup?.answerList.first?.answer == "Planned the week.")
        #expect(page.entries.review?.text == "A good day.")
        // The fixture adds both goals at the same instant: they keep the order they were added in.
        #expect(page.plan.goals.map(\.title) == ["Goal 0", "Goal 1"])
        let yesterday = try await database.todayPage(owner: user.id, day: monday.adding(days: -1))
        #expect(!yesterday.isToday)
        #expect(yesterday.tasks.map(\.task.title) == ["To-do 0 on 3", "To-do 1 on 3"])
    }
}

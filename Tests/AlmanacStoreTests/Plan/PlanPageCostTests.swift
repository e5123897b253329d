import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

/// Monday 4 May 2026, 10:00 in Berlin (the test clock's start).
private let monday = LocalDay(year: 2026, month: 5, day: 4)

/// The plan of a day reads the days it shows and nothing of the years before them (issue 31: the
/// grid with ten years of blocks and intentions renders in the time of one week). Counted in
/// SQLite's steps, not in time.
@Suite struct PlanPageCostTests {
    /// A person with `days` of history up to the Sunday after `monday`: four blocks a day (the
    /// first and third ran as intentions on the days begun), five to-dos done a day, and a goal
    /// this week. Written in one statement a table, so four years take milliseconds.
    func database(days: Int) async throws -> (AppDatabase, owner: String) {
        let clock = TestClock()
        let database = try AppDatabase.inMemory(now: { clock.now })
        let owner = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin").id
        let work = try await database.addArea(owner: owner, name: "Work")
        let goal = try await database.addGoal(
            owner: owner, weekContaining: monday, title: "Ship the report", areaId: work.id, estimateHours: 4)
        _ = try await database.addTask(owner: owner, NewTask(title: "Outline the report", goalId: goal.id))
        for title in ["Call the bank", "Draft the outline"] {
            _ = try await database.addTask(owner: owner, NewTask(title: title, when: .day(monday), areaId: work.id))
        }
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ? * 4)
                    INSERT INTO plan_blocks (id, owner_id, day, start_minute, minutes, title, area_id, created_at, updated_at)
                    SELECT 'b' || i, ?, date('2026-05-10', '-' || (i / 4) || ' days'),
                        CASE i % 4 WHEN 0 THEN 540 WHEN 1 THEN 660 WHEN 2 THEN 840 ELSE 960 END,
                        CASE i % 4 WHEN 0 THEN 90 WHEN 1 THEN 30 WHEN 2 THEN 60 ELSE 45 END,
                        'Block ' || i, ?, '2016-01-01 08:00:00.000', '2016-01-01 08:00:00.000' FROM n
                    """, arguments: [days, owner, work.id])
            try db.execute(
                sql: """
                    INSERT INTO intentions (id, owner_id, what, planned_minutes, area_id, started_at, ends_at, state, ended_at, block_id)
                    SELECT 'i' || id, owner_id, title, minutes, area_id,
                        day || ' ' || printf('%02d', start_minute / 60 - 2) || ':00:00.000',
                        day || ' ' || printf('%02d', start_minute / 60 - 1) || ':00:00.000', 'timeUp',
                        day || ' ' || printf('%02d', start_minute / 60 - 1) || ':00:00.000', id
                    FROM plan_blocks WHERE owner_id = ?
                    AND ((start_minute = 540 AND day <= '2026-05-04') OR (start_minute = 840 AND day < '2026-05-04'))
                    """, arguments: [owner])
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ? * 5)
                    INSERT INTO tasks (id, owner_id, title, status, status_at, list_key, today_key, created_at, updated_at)
                    SELECT 't' || i, ?, 'Done ' || i, 'completed', date('2026-05-04', '-' || (i / 5) || ' days') || ' 12:00:00.000',
                        '~done' || i, '~done' || i, '2016-01-01 08:00:00.000', '2016-01-01 08:00:00.000' FROM n
                    """, arguments: [days, owner])
        }
        return (database, owner)
    }

    @Test func thePlanOfADayCostsTheSameAfterTwoWeeksOrFourYearsOfHistory() async throws {
        var steps: [Int: Int] = [:]
        for days in [14, 1_500] {
            let (database, owner) = try await database(days: days)
            var page: PlanPageData?
            steps[days] = try await database.vmSteps { page = try await database.planPage(owner: owner, day: monday) }
            // The same week either way: its 28 blocks, Monday's first one run, the goal and today's to-dos.
            let shown = try #require(page)
            #expect(shown.blocks.count == 28)
            #expect(shown.blocks(on: monday).map { $0.intentions.count } == [1, 0, 0, 0])
            #expect(shown.blocks(on: monday).first?.block.title == "Block 24")
            #expect(shown.goals.map(\.title) == ["Ship the report"])
            #expect(shown.tasks.map(\.title) == ["Call the bank", "Draft the outline"])
        }
        let few = try #require(steps[14])
        let many = try #require(steps[1_500])
        // Four years hold 6,000 blocks, 2,987 intentions and 7,500 done to-dos; reading the week
        // walked every intention to find its block, and every to-do for the goal's progress.
        #expect(many <= few + few / 10, "the plan of a day: \(few) steps after two weeks, \(many) after four years")
    }

    /// The week with its goals' progress (Week, Today, Focus): the goals' to-dos are found through
    /// their index, not by visiting every to-do done in four years (121,269 steps on ten years).
    @Test func theWeekWithItsGoalsToDosCostsTheSameAfterTwoWeeksOrFourYearsOfHistory() async throws {
        var steps: [Int: Int] = [:]
        for days in [14, 1_500] {
            let (database, owner) = try await database(days: days)
            let goal = try #require(try await database.weekPlan(owner: owner, containing: monday).goals.first)
            var plan: WeekPlan?
            steps[days] = try await database.vmSteps { plan = try await database.weekPlan(owner: owner, containing: monday) }
            #expect(plan?.tasksByGoal[goal.id]?.map(\.title) == ["Outline the report"])
        }
        let few = try #require(steps[14])
        let many = try #require(steps[1_500])
        #expect(many <= few + few / 10, "the week with its goals: \(few) steps after two weeks, \(many) after four years")
    }
}

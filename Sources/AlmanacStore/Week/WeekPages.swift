import AlmanacCore
import Foundation
import GRDB

/// The week page: the plan of the week containing a day and its retrospective's metrics.
public struct WeekPageData: Sendable {
    public var plan: WeekPlan
    public var report: WeekReport
    public var today: LocalDay
    /// The week's habit grid.
    public var habits: HabitsDayData = .empty
    /// The pacts attached to each goal, by goal id.
    public var pactsByGoal: [String: [Pact]] = [:]
}

/// One row of the past weeks page.
public struct PastWeekRow: Sendable {
    public var period: SprintPeriod
    public var started: Bool
    public var goals: Int
    public var done: Int
    public var estimatedHours: Double
    public var capacityHours: Double
}

extension AppDatabase {
    /// The week page of the week containing `day`.
    public func weekPage(owner: String, containing day: LocalDay) async throws -> WeekPageData {
        let time = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            var page = WeekPageData(
                plan: try Self.weekPlan(owner: owner, containing: day, db: db),
                report: try Self.weekReport(owner: owner, containing: day, db: db, now: time), today: preferences.today(at: time))
            page.habits = try Self.habitsWeek(owner: owner, containing: day, at: time, db: db)
            page.pactsByGoal = try Self.linkedPacts(owner: owner, kind: .goal, at: time, db: db)
            return page
        }
    }

    /// The past weeks page: the last year of saved weeks, newest first. Two statements whatever
    /// the number of weeks: the weeks, then all their goals at once (a week's plan per row would
    /// read eight statements a week).
    public func pastWeeksPage(owner: String) async throws -> [PastWeekRow] {
        try await read { db in
            let weeks = try WeekRecord.fetchReadable(
                db, sql: "SELECT * FROM weeks WHERE owner_id = ? ORDER BY start_day DESC LIMIT 52", arguments: [owner])
            let goals = try GoalRecord.fetchReadable(
                db, sql: "SELECT * FROM weekly_goals WHERE owner_id = ? AND week_id IN (SELECT value FROM json_each(?))",
                arguments: [owner, jsonText(weeks.map(\.id))])
            let goalsByWeek = Dictionary(grouping: goals, by: \.weekId)
            return weeks.map { week in
                let goals = goalsByWeek[week.id] ?? []
                let capacityHours = week.weeklyCapacity.totalHours(for: week.period)
                return PastWeekRow(
                    period: week.period, started: week.startedAt != nil, goals: goals.count, done: goals.count { $0.status == "done" },
                    estimatedHours: PlanLoad(goals: goals.map(\.goal), capacityHours: capacityHours).estimatedHours,
                    capacityHours: capacityHours)
            }
        }
    }
}

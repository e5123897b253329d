import Foundation
import Testing

@testable import AlmanacCore

/// A scripted week in Berlin, Monday 2026-11-16 to Sunday 2026-11-22, active 09:00–18:00 Mon–Fri,
/// capacity 4 h on each weekday.
@Suite struct RetrospectiveTests {
    let period = SprintPeriod.containing(focusDay("2026-11-18"), weekStart: 2, length: .oneWeek)
    let now = focusTime("2026-11-22 20:00")

    var goals: [WeeklyGoal] {
        [
            try! WeeklyGoal(id: "report", title: "Write report", areaId: "career", estimateHours: 6, status: .done),
            try! WeeklyGoal(id: "talk", title: "Prepare talk", areaId: "career", estimateHours: 4, status: .partial(percent: 50)),
            try! WeeklyGoal(id: "run", title: "Run 3 times", areaId: "health", estimateHours: 3),
            try! WeeklyGoal(id: "bike", title: "Fix bike", areaId: "health", estimateHours: 1, status: .done, addedMidSprint: true),
        ]
    }

    var intentions: [Intention] {
        [
            // Monday: two overlapping intentions, 09:00–10:15 covered.
            finishedIntention(start: focusTime("2026-11-16 09:00"), minutes: 60, goal: "report", tags: ["writing"], feeling: .happy),
            finishedIntention(
                start: focusTime("2026-11-16 09:30"), minutes: 60, area: "career", ending: .early(focusTime("2026-11-16 10:15")),
                tags: ["writing"], feeling: .sad),
            // Tuesday 14:00–15:30 on the talk.
            finishedIntention(start: focusTime("2026-11-17 14:00"), minutes: 90, goal: "talk", tags: ["talk"], feeling: .ecstatic),
            // Wednesday 07:00–08:00, a run before the active hours.
            finishedIntention(start: focusTime("2026-11-18 07:00"), minutes: 60, goal: "run", tags: ["running"], feeling: .meh),
            // Thursday 11:00–11:45, linked to nothing.
            finishedIntention(start: focusTime("2026-11-19 11:00"), minutes: 45, tags: ["admin"], feeling: .angry),
            // Friday: abandoned after 20 minutes; counts nowhere.
            finishedIntention(
                start: focusTime("2026-11-20 16:00"), minutes: 60, goal: "report", ending: .abandoned(focusTime("2026-11-20 16:20"))),
            // Saturday, not rated; a day off, so no presence.
            finishedIntention(start: focusTime("2026-11-21 10:00"), minutes: 30, goal: "bike"),
            // Next Monday: outside the week.
            finishedIntention(start: focusTime("2026-11-23 09:00"), minutes: 60, goal: "report"),
        ]
    }

    var report: RetrospectiveReport {
        RetrospectiveReport(
            RetrospectiveInput(
                period: period, goals: goals, intentions: intentions, capacity: try! .uniform(hoursPerDay: 4),
                lastWeekActionItems: [
                    try! ActionItem(id: "a1", text: "Block mornings for writing", done: true),
                    try! ActionItem(id: "a2", text: "Leave the phone in the hall"),
                ],
                timeZone: berlinZone),
            now: now)
    }

    @Test func habitCheckInsPlannedVersusDonePerAreaAsGoalsAre() {
        var input = RetrospectiveInput(
            period: period, goals: goals, intentions: [], capacity: try! .uniform(hoursPerDay: 4), timeZone: berlinZone,
            habits: [
                HabitSprintTally(areaId: "health", planned: 7, done: 5), HabitSprintTally(areaId: "health", planned: 3, done: 3),
                HabitSprintTally(areaId: "family", planned: 2, done: 0), HabitSprintTally(areaId: nil, planned: 7, done: 6),
            ])
        let report = RetrospectiveReport(input, now: now)
        #expect(report.plannedHabitCheckIns == 19 && report.doneHabitCheckIns == 14)
        // An area with habits but no goals gets its line after the goals' areas.
        #expect(report.byArea.map(\.areaId) == ["career", "health", "family"])
        #expect(report.byArea.map { [$0.doneHabitCheckIns, $0.plannedHabitCheckIns] } == [[0, 0], [8, 10], [0, 2]])
        #expect(report.byArea[2].plannedGoals == 0 && report.byArea[2].estimatedHours == 0)
        input.habits = []
        #expect(RetrospectiveReport(input, now: now).plannedHabitCheckIns == 0)
        #expect(RetrospectiveReport(input, now: now).byArea.map(\.areaId) == ["career", "health"])
    }

    @Test func goalsDoneVersusPlannedPerArea() {
        let report = report
        #expect(report.plannedGoals == 3)
        #expect(report.addedMidSprint == 1)
        #expect(report.doneGoals == 2)
        #expect(report.byArea.map(\.areaId) == ["career", "health"])
        let career = report.byArea[0]
        #expect(career.plannedGoals == 2 && career.addedMidSprint == 0 && career.doneGoals == 1)
        #expect(career.completion == 0.8)
        #expect(career.estimatedHours == 10)
        let health = report.byArea[1]
        #expect(health.plannedGoals == 1 && health.addedMidSprint == 1 && health.doneGoals == 1)
        #expect(health.completion == 0.25)
    }

    @Test func actualHoursComeFromCompletedIntentionsLinkedToTheGoalOrArea() {
        let report = report
        #expect(report.byGoal.first { $0.goalId == "report" }?.actualHours == 1)
        #expect(report.byGoal.first { $0.goalId == "talk" }?.actualHours == 1.5)
        #expect(report.byArea[0].actualHours == 3.25)  // 1 + 0.75 + 1.5
        #expect(report.byArea[1].actualHours == 1.5)  // run 1 + bike 0.5
        #expect(report.estimatedHours == 14)
        #expect(report.actualHours == 4.75)
        #expect(report.intentionHours == 5.5)  // plus the unlinked 45 minutes
        #expect(report.capacityHours == 20)
    }

    @Test func presencePerDay() {
        let report = report
        let covered = report.presenceByDay.map { $0.presence.coveredSeconds / 3600 }
        #expect(covered == [1.25, 1.5, 0, 0.75, 0, 0, 0])
        #expect(report.presenceByDay.map(\.day) == period.days)
        #expect(report.presence.activeSeconds == focusHours(45))
        #expect(abs(report.presence.fraction - 3.5 / 45) < 1e-9)
    }

    /// Practice is presence (issue 32): a session inside the active hours adds its time, one that
    /// overlaps an intention counts once, and one before the active hours adds nothing.
    @Test func practiceSessionsArePresence() {
        var input = RetrospectiveInput(
            period: period, goals: goals, intentions: intentions, capacity: try! .uniform(hoursPerDay: 4), timeZone: berlinZone)
        input.practice = [
            PracticeSession(id: "p1", startedAt: focusTime("2026-11-18 12:00"), minutes: 20, feeling: .happy),
            PracticeSession(id: "p2", startedAt: focusTime("2026-11-16 10:00"), minutes: 30),
            PracticeSession(id: "p3", startedAt: focusTime("2026-11-19 08:00"), minutes: 30),
        ]
        let covered = RetrospectiveReport(input, now: now).presenceByDay.map { $0.presence.coveredSeconds / 60 }
        #expect(covered == [75 + 15, 90, 20, 45, 0, 0, 0])
    }

    @Test func feelingsByTagAndArea() {
        let report = report
        #expect(report.feelingsByTag.map(\.key) == ["writing", "talk", "running", "admin"])
        let writing = report.feelingsByTag[0]
        #expect(writing.happy == 1 && writing.sad == 1 && writing.total == 2)
        #expect(report.feelingsByTag[3].angry == 1)
        #expect(report.feelingsByArea.map(\.key) == ["career", "health"])
        #expect(report.feelingsByArea[0].total == 3 && report.feelingsByArea[0].ecstatic == 1)
        #expect(report.feelingsByArea[1].meh == 1)
    }

    @Test func lastWeeksActionItemsAndNextCapacity() {
        let report = report
        #expect(report.lastWeekActionItems.count == 2)
        #expect(report.lastWeekActionItemsDone == 1)
        // 4.75 h actual of 14 h estimated is a ratio of 0.34, clamped to 0.5: 20 h → 10 h.
        #expect(report.nextCapacity == CapacitySuggestion(suggestedHours: 10, basis: .ratio, ratio: 4.75 / 14))
    }

    @Test func eightWeekTrend() {
        let earlier = WeekTrendPoint(
            weekStart: focusDay("2026-11-02"), plannedGoals: 5, doneGoals: 4, estimatedHours: 12, actualHours: 11,
            capacityHours: 20, intentionHours: 13, presence: 0.3, hasData: true)
        let trend = WeekTrendPoint.trend([earlier, report.trendPoint], endingWith: period)
        #expect(trend.count == 8)
        #expect(trend.first?.weekStart == focusDay("2026-09-28"))
        #expect(trend.last?.weekStart == period.start)
        #expect(trend.last?.plannedGoals == 4)
        #expect(trend.last?.actualHours == 4.75)
        #expect(trend[5] == earlier)
        #expect(trend.filter(\.hasData).count == 2)
        #expect(trend[6] == .empty(weekStart: focusDay("2026-11-09")))
    }

    @Test func theReportEncodesForTheAPI() throws {
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(RetrospectiveReport.self, from: data) == report)
    }
}

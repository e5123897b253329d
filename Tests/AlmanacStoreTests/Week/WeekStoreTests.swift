import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

@Suite struct WeekStoreTests {
    let monday = LocalDay(year: 2026, month: 5, day: 4)

    /// A scripted week: two goals planned, one added mid-sprint, intentions on Tuesday and
    /// Wednesday, one goal done; then the retrospective's numbers.
    @Test func retrospectiveMetricsAndCapacitySuggestionOnAScriptedWeek() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(8, day: 4))
        let areas = try await database.addSuggestedAreas(owner: user.id)
        #expect(areas.map(\.name) == ["Career", "Family", "Health", "Friends", "Chores", "Play"])
        let career = areas[0]
        let family = areas[1]
        let health = areas[2]
        _ = try await database.setCapacity(owner: user.id, weekContaining: monday, try .uniform(hoursPerDay: 4))
        let report = try await database.addGoal(
            owner: user.id, weekContaining: monday, title: "Quarterly report", areaId: career.id, estimateHours: 6)
        let run = try await database.addGoal(
            owner: user.id, weekContaining: monday, title: "Run 3 times", areaId: health.id, estimateHours: 2)
        let plan = try await database.weekPlan(owner: user.id, containing: monday)
        #expect(plan.capacityHours == 20)
        #expect(plan.load.estimatedHours == 8)
        #expect(plan.load.warning == nil)
        _ = try await database.startWeek(owner: user.id, containing: monday)
        await #expect(throws: AlmanacError.self) { try await database.startWeek(owner: user.id, containing: monday) }
        let call = try await database.addGoal(
            owner: user.id, weekContaining: monday.adding(days: 2), title: "Call grandma", areaId: family.id, estimateHours: 1)
        #expect(call.addedMidSprint)
        #expect(!report.addedMidSprint)

        // Tuesday 10:00–12:00 on the report (time up), 14:00–14:30 on health (ended early), an abandoned one.
        clock.set(berlin(10, day: 5))
        let first = try await database.startIntention(owner: user.id, what: "Draft", plannedMinutes: 120, goalId: report.id)
        #expect(first.areaId == career.id)
        clock.set(berlin(14, day: 5))
        let second = try await database.startIntention(owner: user.id, what: "Run", plannedMinutes: 45, areaId: health.id)
        clock.advance(30 * 60)
        _ = try await database.endIntention(owner: user.id, id: second.id)
        clock.advance(10)
        _ = try await database.rateIntention(owner: user.id, id: second.id, feeling: .happy)
        _ = try await database.tagIntention(owner: user.id, id: second.id, tags: ["outdoors"])
        clock.set(berlin(9, day: 6))
        let third = try await database.startIntention(owner: user.id, what: "Email", plannedMinutes: 25)
        clock.advance(60)
        _ = try await database.abandonIntention(owner: user.id, id: third.id, reason: "Meeting")
        _ = try await database.updateGoal(owner: user.id, id: report.id, status: .done)
        _ = try await database.updateGoal(owner: user.id, id: run.id, status: .partial(percent: 50))

        clock.set(berlin(18, day: 10))
        let weekReport = try await database.weekReport(owner: user.id, containing: monday)
        let metrics = weekReport.report
        #expect(metrics.plannedGoals == 2)
        #expect(metrics.addedMidSprint == 1)
        #expect(metrics.doneGoals == 1)
        #expect(metrics.estimatedHours == 9)
        #expect(metrics.actualHours == 2.5)
        #expect(metrics.intentionHours == 2.5)
        #expect(metrics.capacityHours == 20)
        #expect(metrics.byArea.first { $0.areaId == career.id }?.actualHours == 2)
        #expect(metrics.byArea.first { $0.areaId == health.id }?.actualHours == 0.5)
        #expect(metrics.byArea.first { $0.areaId == family.id }?.addedMidSprint == 1)
        // Tuesday: 2.5 h of 9 active hours; Wednesday's abandoned intention is no presence.
        let tuesday = metrics.presenceByDay.first { $0.day == monday.adding(days: 1) }!
        #expect(tuesday.presence.coveredSeconds == 2.5 * 3600)
        #expect(tuesday.presence.activeSeconds == 9 * 3600)
        #expect(metrics.presenceByDay.first { $0.day == monday.adding(days: 2) }!.presence.coveredSeconds == 0)
        #expect(metrics.feelingsByTag.first?.key == "outdoors" && metrics.feelingsByTag.first?.happy == 1)
        // actual ÷ estimated = 2.5 / 9 ≈ 0.28, clamped to 0.5: next capacity 10 h.
        #expect(metrics.nextCapacity.basis == .ratio)
        #expect(metrics.nextCapacity.suggestedHours == 10)
        #expect(weekReport.trend.count == 8)
        #expect(weekReport.trend.last?.weekStart == monday && weekReport.trend.last?.hasData == true)
        #expect(weekReport.trend.first?.hasData == false)
    }

    /// The past weeks page and the week's trend read their weeks together: the same statements
    /// with two weeks as with nine, and the same figures as each week's own plan and report.
    @Test func pastWeeksAndTheTrendReadTheirWeeksTogether() async throws {
        let log = StatementLog()
        let clock = TestClock(berlin(8, day: 4))
        let database = try log.database(now: { clock.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let area = try await database.addArea(owner: user.id, name: "Career")
        /// A week `back` weeks before this one: its capacity, two goals (the first done in even
        /// weeks) and an intention on the first goal on its Tuesday.
        func addWeek(_ back: Int) async throws {
            let day = monday.adding(days: -7 * back)
            _ = try await database.setCapacity(owner: user.id, weekContaining: day, try .uniform(hoursPerDay: Double(back + 1)))
            let goal = try await database.addGoal(
                owner: user.id, weekContaining: day, title: "Goal \(back)", areaId: area.id, estimateHours: Double(back) + 0.5)
            _ = try await database.addGoal(owner: user.id, weekContaining: day, title: "Other \(back)", areaId: area.id, estimateHours: 1)
            if back.isMultiple(of: 2) { _ = try await database.updateGoal(owner: user.id, id: goal.id, status: .done) }
            clock.set(berlin(10, day: 5).addingTimeInterval(-Double(back) * 7 * 86_400))
            let intention = try await database.startIntention(owner: user.id, what: "Work \(back)", plannedMinutes: 60, goalId: goal.id)
            clock.advance(Double(back + 1) * 5 * 60)
            _ = try await database.endIntention(owner: user.id, id: intention.id)
        }
        func statements(_ page: () async throws -> Void) async throws -> Int {
            log.reset()
            try await page()
            #expect(log.transactions == 1)
            return log.queries
        }

        for back in 0..<2 { try await addWeek(back) }
        clock.set(berlin(18, day: 10))
        let fewPast = try await statements { _ = try await database.pastWeeksPage(owner: user.id) }
        let fewWeek = try await statements { _ = try await database.weekPage(owner: user.id, containing: monday) }
        for back in 2..<9 { try await addWeek(back) }
        clock.set(berlin(18, day: 10))
        #expect(try await statements { _ = try await database.pastWeeksPage(owner: user.id) } == fewPast)
        #expect(try await statements { _ = try await database.weekPage(owner: user.id, containing: monday) } == fewWeek)

        let rows = try await database.pastWeeksPage(owner: user.id)
        #expect(rows.map(\.period.start) == (0..<9).map { monday.adding(days: -7 * $0) })
        for row in rows {
            let plan = try await database.weekPlan(owner: user.id, containing: row.period.start)
            #expect(row.goals == plan.goals.count && row.goals == 2)
            #expect(row.done == plan.goals.count { $0.status == "done" })
            #expect(row.estimatedHours == plan.load.estimatedHours)
            #expect(row.capacityHours == plan.capacityHours)
        }
        let trend = try await database.weekPage(owner: user.id, containing: monday).report.trend
        #expect(trend.map(\.weekStart) == (0..<8).reversed().map { monday.adding(days: -7 * $0) })
        for point in trend {
            #expect(point.hasData)
            #expect(point == (try await database.weekReport(owner: user.id, containing: point.weekStart).report.trendPoint))
        }
    }

    @Test func actionItemsComeBackInTheNextRetrospective() async throws {
        let (database, user, _) = try await makeClockedDatabase(at: berlin(8, day: 4))
        try await database.saveRetrospective(owner: user.id, weekContaining: monday, wentWell: "Mornings", improve: "Evenings")
        let item = try await database.addActionItem(owner: user.id, weekContaining: monday, text: "Phone out of the bedroom")
        let next = try await database.weekPlan(owner: user.id, containing: monday.adding(days: 7))
        #expect(next.lastWeekActionItems.map(\.text) == ["Phone out of the bedroom"])
        _ = try await database.setActionItemDone(owner: user.id, id: item.id, done: true)
        let report = try await database.weekReport(owner: user.id, containing: monday.adding(days: 7)).report
        #expect(report.lastWeekActionItemsDone == 1)
        let plan = try await database.weekPlan(owner: user.id, containing: monday)
        #expect(plan.retrospective?.wentWell == "Mornings")
    }

    @Test func newWeeksInheritLastWeeksCapacityAndTheOverCapacityWarning() async throws {
        let (database, user, _) = try await makeClockedDatabase(at: berlin(8, day: 4))
        let area = try await database.addArea(owner: user.id, name: "Career", icon: "💼")
        _ = try await database.setCapacity(owner: user.id, weekContaining: monday, try .uniform(hoursPerDay: 1))
        _ = try await database.addGoal(owner: user.id, weekContaining: monday, title: "Big thing", areaId: area.id, estimateHours: 8)
        let plan = try await database.weekPlan(owner: user.id, containing: monday)
        #expect(plan.load.isOverCapacity)
        #expect(plan.load.warning?.contains("3 h over capacity") == true)
        let next = try await database.weekPlan(owner: user.id, containing: monday.adding(days: 9))
        #expect(next.period.start == monday.adding(days: 7))
        #expect(next.capacityHours == 5)
        #expect(!next.isSaved)
    }

    @Test func areasRefuseBadInputAndKeepTheirOrder() async throws {
        let (database, user, _) = try await makeClockedDatabase(at: berlin(8, day: 4))
        await #expect(throws: AlmanacError.invalid("name", "Name must not be empty.")) {
            try await database.addArea(owner: user.id, name: "  ")
        }
        await #expect(throws: AlmanacError.self) { try await database.addArea(owner: user.id, name: "X", color: "red") }
        let a = try await database.addArea(owner: user.id, name: "A")
        let b = try await database.addArea(owner: user.id, name: "B")
        await #expect(throws: AlmanacError.self) { try await database.addArea(owner: user.id, name: "a") }
        try await database.moveArea(owner: user.id, id: b.id, up: true)
        #expect(try await database.areas(owner: user.id).map(\.name) == ["B", "A"])
        _ = try await database.updateArea(owner: user.id, id: a.id, archived: true)
        #expect(try await database.areas(owner: user.id).map(\.name) == ["B"])
        #expect(try await database.areas(owner: user.id, includeArchived: true).count == 2)
    }

    @Test func standupAndDayModules() async throws {
        let (database, user, _) = try await makeClockedDatabase(at: berlin(8, day: 4))
        await #expect(throws: AlmanacError.self) { try await database.saveStandup(owner: user.id, day: monday, answers: ["", " "]) }
        let standup = try await database.saveStandup(owner: user.id, day: monday, answers: ["Shipped it", "Write tests"])
        #expect(standup.answerList.map(\.question) == StandupTemplate.standard.questions)
        #expect(standup.answerList.last?.answer == "")
        var settings = try await database.systemSettings(owner: user.id)
        settings.standupTemplate = try StandupTemplate(questions: ["Energy?"])
        try await database.updateSystemSettings(owner: user.id, settings)
        _ = try await database.saveStandup(owner: user.id, day: monday, answers: ["High"])
        #expect(try await database.standup(owner: user.id, day: monday)?.answerList == [StandupAnswer(question: "Energy?", answer: "High")])

        try await database.saveDayModule(owner: user.id, day: monday, .sleep(wentToBed: "23:30", wokeUp: "07:00", quality: 4))
        await #expect(throws: AlmanacError.self) {
            try await database.saveDayModule(owner: user.id, day: monday, .sleep(wentToBed: "23:30", wokeUp: "7", quality: 4))
        }
        await #expect(throws: AlmanacError.self) {
            try await database.saveDayModule(owner: user.id, day: monday, .workout(type: "Run", minutes: 0, notes: nil))
        }
        try await database.saveDayModule(owner: user.id, day: monday, .review(text: "Good day"))
        let entries = try await database.dayEntries(owner: user.id, day: monday)
        #expect(entries.sleep?.hoursSlept == 7.5)
        #expect(entries.review?.text == "Good day")
        #expect(!entries.isFilled(.workout))
    }
}

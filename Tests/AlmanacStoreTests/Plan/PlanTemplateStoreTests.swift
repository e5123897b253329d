import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// Monday 4 May 2026 (Berlin; weeks start on Monday).
private let monday = LocalDay(year: 2026, month: 5, day: 4)
private let nextMonday = LocalDay(year: 2026, month: 5, day: 11)

private func draft(_ title: String, _ start: String, _ minutes: Int, day: LocalDay = monday, goal: String? = nil, area: String? = nil)
    throws -> TimeBlockDraft
{
    TimeBlockDraft(title: title, day: day, start: try WallClockTime(start), minutes: minutes, goalId: goal, areaId: area)
}

@Suite struct PlanTemplateStoreTests {
    @Test func aDaySavedAsATemplateIsAppliedAtTheSameTimesForTheSameGoalsInOneUndoableChange() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        let work = try await database.addArea(owner: user.id, name: "Work")
        let home = try await database.addArea(owner: user.id, name: "Home")
        let goal = try await database.addGoal(owner: user.id, weekContaining: monday, title: "Report", areaId: work.id, estimateHours: 3)
        _ = try await database.addBlock(owner: user.id, try draft("Write report", "09:00", 90, goal: goal.id))
        _ = try await database.addBlock(owner: user.id, try draft("Run", "18:00", 45, area: home.id))
        let saved = try await database.savePlanTemplate(owner: user.id, name: " Monday ", scope: .day, from: monday)
        #expect(saved.template.name == "Monday" && saved.blocks.map(\.timeText) == ["09:00–10:30", "18:00–18:45"])

        // Next Monday already holds a block at 09:30: the template's 09:00 block is placed beside it and named.
        let email = try await database.addBlock(owner: user.id, try draft("Email", "09:30", 30, day: nextMonday, area: work.id))
        let applied = try await database.applyPlanTemplate(owner: user.id, id: saved.id, to: nextMonday)
        #expect(applied.placed.map(\.title) == ["Write report", "Run"] && applied.placed.allSatisfy { $0.day == "2026-05-11" })
        #expect(applied.placed.first?.goalId == goal.id && applied.placed.first?.areaId == work.id)
        #expect(applied.placed.last?.goalId == nil && applied.placed.last?.areaId == home.id)
        #expect(applied.overlapping.map(\.placed.title) == ["Write report"] && applied.overlapping.first?.existing.map(\.id) == [email.id])
        #expect(applied.skipped == 0 && applied.fellBackToArea == 0)
        #expect(try await database.blocks(owner: user.id, from: nextMonday, through: nextMonday).count == 3)

        // One undo removes every block it placed.
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Applied the template “Monday” to 2026-05-11")
        #expect(try await database.blocks(owner: user.id, from: nextMonday, through: nextMonday).map(\.id) == [email.id])
    }

    @Test func aGoneGoalFallsBackToItsAreaAndAGoneAreaIsSkipped() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        let work = try await database.addArea(owner: user.id, name: "Work")
        let side = try await database.addArea(owner: user.id, name: "Side")
        let goal = try await database.addGoal(owner: user.id, weekContaining: monday, title: "Report", areaId: work.id, estimateHours: 3)
        _ = try await database.addBlock(owner: user.id, try draft("Write report", "09:00", 60, goal: goal.id))
        _ = try await database.addBlock(owner: user.id, try draft("Side project", "20:00", 60, area: side.id))
        let saved = try await database.savePlanTemplate(owner: user.id, name: "Monday", scope: .day, from: monday)
        _ = try await database.deleteGoal(owner: user.id, id: goal.id)
        _ = try await database.updateArea(owner: user.id, id: side.id, archived: true)
        let applied = try await database.applyPlanTemplate(owner: user.id, id: saved.id, to: nextMonday)
        #expect(applied.placed.map(\.title) == ["Write report"] && applied.placed.first?.goalId == nil)
        #expect(applied.placed.first?.areaId == work.id && applied.fellBackToArea == 1 && applied.skipped == 1)

        // When nothing can be placed, nothing is written and the refusal says why.
        _ = try await database.updateArea(owner: user.id, id: work.id, archived: true)
        await #expect(throws: AlmanacError.conflict("Nothing of “Monday” can be placed: the areas of its blocks are gone or archived.")) {
            _ = try await database.applyPlanTemplate(owner: user.id, id: saved.id, to: monday.adding(days: 14))
        }
        #expect(try await database.blocks(owner: user.id, from: monday.adding(days: 14), through: monday.adding(days: 14)).isEmpty)
    }

    @Test func aWeekTemplateKeepsEachBlockOnItsWeekdayAndTheSameNameReplaces() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        let work = try await database.addArea(owner: user.id, name: "Work")
        _ = try await database.addBlock(owner: user.id, try draft("Plan the week", "08:00", 30, area: work.id))
        _ = try await database.addBlock(owner: user.id, try draft("Review", "16:00", 60, day: monday.adding(days: 4), area: work.id))
        // Saved from Wednesday: the week that holds it, Monday to Sunday.
        let week = try await database.savePlanTemplate(owner: user.id, name: "Week", scope: .week, from: monday.adding(days: 2))
        #expect(week.blocks.map(\.dayOffset) == [0, 4])
        // Applied from a Saturday: to that week, each block on its weekday.
        let applied = try await database.applyPlanTemplate(owner: user.id, id: week.id, to: nextMonday.adding(days: 5))
        #expect(applied.placed.map(\.day) == ["2026-05-11", "2026-05-15"] && applied.overlapping.isEmpty)

        // Saving "week" again (another case) replaces it; its old blocks go.
        let replaced = try await database.savePlanTemplate(owner: user.id, name: "week", scope: .day, from: monday)
        #expect(replaced.id == week.id && replaced.template.name == "week" && replaced.blocks.count == 1)
        #expect(try await database.planTemplates(owner: user.id).map { $0.blocks.count } == [1])
        // Undo brings the template back as it was, with its blocks.
        _ = try await database.undoLastChange(owner: user.id)
        let restored = try await database.planTemplates(owner: user.id)
        #expect(restored.map(\.template.name) == ["Week"] && restored.first?.blocks.map(\.dayOffset) == [0, 4])
    }

    @Test func refusalsNameTheirFieldAndAnotherAccountSeesNothing() async throws {
        let (database, user) = try await makeDatabaseWithUser("ada")
        let work = try await database.addArea(owner: user.id, name: "Work")
        await #expect(throws: AlmanacError.invalid("day", "2026-05-04 has no blocks to save.")) {
            _ = try await database.savePlanTemplate(owner: user.id, name: "Empty", scope: .day, from: monday)
        }
        _ = try await database.addBlock(owner: user.id, try draft("Deep work", "09:00", 60, area: work.id))
        await #expect(throws: AlmanacError.invalid("name", "Name must not be empty.")) {
            _ = try await database.savePlanTemplate(owner: user.id, name: "  ", scope: .day, from: monday)
        }
        await #expect(throws: AlmanacError.self) {
            _ = try await database.savePlanTemplate(
                owner: user.id, name: "Last week", scope: .week, from: LocalDay(year: 9999, month: 12, day: 31))
        }
        let saved = try await database.savePlanTemplate(owner: user.id, name: "Monday", scope: .day, from: monday)

        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        #expect(try await database.planTemplates(owner: bob.id).isEmpty)
        await #expect(throws: AlmanacError.notFound("No template with id \(saved.id).")) {
            _ = try await database.applyPlanTemplate(owner: bob.id, id: saved.id, to: nextMonday)
        }
        await #expect(throws: AlmanacError.notFound("No template with id \(saved.id).")) {
            _ = try await database.deletePlanTemplate(owner: bob.id, id: saved.id)
        }
        await #expect(throws: AlmanacError.self) { _ = try await database.planTemplate(owner: bob.id, named: "Monday") }
        #expect(try await database.planTemplate(owner: user.id, named: "monday").id == saved.id)

        // Deleting keeps the blocks it placed; the account's export holds templates and their blocks.
        _ = try await database.applyPlanTemplate(owner: user.id, id: saved.id, to: nextMonday)
        let export = try await database.exportAccount(owner: user.id)
        #expect(export.tables["plan_templates"]?.count == 1 && export.tables["plan_template_blocks"]?.count == 1)
        _ = try await database.deletePlanTemplate(owner: user.id, id: saved.id)
        #expect(try await database.planTemplates(owner: user.id).isEmpty)
        #expect(try await database.blocks(owner: user.id, from: nextMonday, through: nextMonday).count == 1)
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.planTemplates(owner: user.id).first?.blocks.count == 1)
    }
}

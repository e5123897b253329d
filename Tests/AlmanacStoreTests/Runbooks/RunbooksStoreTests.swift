import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

private func makeStore() async throws -> (AppDatabase, User) {
    let (database, user) = try await makeDatabaseWithUser("ada")
    let clock = TestClock(step: 0.001)
    return (database.with(now: { clock.now }), user)
}

private func count(_ database: AppDatabase, _ table: String) async throws -> Int {
    try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
}

@Suite struct RunbooksStoreTests {
    @Test func aTemplateBecomesTheUsersOwnRunbookWithItsStepsInOrder() async throws {
        let (database, user) = try await makeStore()
        let runbook = try await database.addRunbook(owner: user.id, template: "anxiety")
        let page = try await database.runbookPage(owner: user.id, id: runbook.id)
        let template = try #require(RunbookTemplate.named("anxiety"))
        #expect(page.detail.runbook.name == "When I'm anxious")
        #expect(page.detail.steps.map(\.text) == template.steps.map(\.text))
        #expect(page.detail.steps.first { $0.stepKind == .breathing }?.pattern == .box)
        #expect(page.emergencyNumber == nil)
        await #expect(throws: AlmanacError.self) { try await database.addRunbook(owner: user.id, template: "nope") }
    }

    @Test func stepsAreAddedChangedMovedAndDeletedAndEachIsUndoable() async throws {
        let (database, user) = try await makeStore()
        let runbook = try await database.addRunbook(owner: user.id, name: "When I can't start", warningSigns: "Tidying\n\nScrolling")
        #expect(runbook.warningSignList == ["Tidying", "Scrolling"])
        let a = try await database.addRunbookStep(owner: user.id, runbookId: runbook.id, RunbookStepDraft(kind: .text, text: "A"))
        let b = try await database.addRunbookStep(owner: user.id, runbookId: runbook.id, RunbookStepDraft(kind: .urge, text: ""))
        let c = try await database.addRunbookStep(owner: user.id, runbookId: runbook.id, RunbookStepDraft(kind: .text, text: "C"))
        func order() async throws -> [String] { try await database.runbookPage(owner: user.id, id: runbook.id).detail.steps.map(\.id) }
        #expect(try await order() == [a.id, b.id, c.id])
        try await database.moveRunbookStep(owner: user.id, id: c.id, up: true)
        #expect(try await order() == [a.id, c.id, b.id])
        try await database.moveRunbookStep(owner: user.id, id: a.id, up: false)
        #expect(try await order() == [c.id, a.id, b.id])
        await #expect(throws: AlmanacError.invalid("direction", "This step is already first.")) {
            try await database.moveRunbookStep(owner: user.id, id: c.id, up: true)
        }
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await order() == [a.id, c.id, b.id])
        try await database.updateRunbookStep(owner: user.id, id: a.id, RunbookStepDraft(kind: .breathing, text: "Slowly", breathing: .sigh))
        #expect(try await database.runbookPage(owner: user.id, id: runbook.id).detail.steps.first { $0.id == a.id }?.pattern == .sigh)
        await #expect(throws: AlmanacError.invalid("text", "Write what this step says.")) {
            try await database.updateRunbookStep(owner: user.id, id: a.id, RunbookStepDraft(kind: .text, text: " "))
        }
        await #expect(throws: AlmanacError.invalid("contactId", "No contact with id nope.")) {
            try await database.addRunbookStep(
                owner: user.id, runbookId: runbook.id, RunbookStepDraft(kind: .contact, text: "Call", contactId: "nope"))
        }
        // A contact step without a contact offers every contact.
        let anyone = try await database.addRunbookStep(owner: user.id, runbookId: runbook.id, RunbookStepDraft(kind: .contact, text: ""))
        #expect(anyone.contactId == nil)
        try await database.deleteRunbookStep(owner: user.id, id: anyone.id)
        try await database.deleteRunbookStep(owner: user.id, id: b.id)
        #expect(try await order() == [a.id, c.id])
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Deleted a runbook step")
        #expect(try await order() == [a.id, c.id, b.id])
    }

    @Test func aUseKeepsFeelingsAndOnlyThisRunbooksStepsAndWhatHelpsWaitsForEnoughUses() async throws {
        let (database, user) = try await makeStore()
        let anxious = try await database.addRunbook(owner: user.id, template: "anxiety")
        let other = try await database.addRunbook(owner: user.id, template: "procrastination")
        let steps = try await database.runbookPage(owner: user.id, id: anxious.id).detail.steps
        let foreign = try await database.runbookPage(owner: user.id, id: other.id).detail.steps[0]
        await #expect(throws: AlmanacError.self) {
            try await database.recordRunbookUse(
                owner: user.id, runbookId: anxious.id, RunbookUseInput(before: .sad, after: .meh, stepsDone: [foreign.id]))
        }
        #expect(try await count(database, "runbook_uses") == 0)
        for index in 0..<4 {
            try await database.recordRunbookUse(
                owner: user.id, runbookId: anxious.id,
                RunbookUseInput(before: .sad, after: index == 3 ? .sad : .happy, stepsDone: [steps[1].id, steps[1].id]))
        }
        var page = try await database.runbookPage(owner: user.id, id: anxious.id)
        #expect(page.whatHelps.isEmpty)
        #expect(page.recentUses.first?.stepIds == [steps[1].id])
        try await database.recordRunbookUse(
            owner: user.id, runbookId: anxious.id, RunbookUseInput(before: .angry, after: .meh, stepsDone: [steps[1].id]))
        page = try await database.runbookPage(owner: user.id, id: anxious.id)
        #expect(page.whatHelps[steps[1].id] == WhatHelps.Tally(better: 4, of: 5))
        #expect(page.useCount == 5)
        // A use made offline keeps the time it was made; one from the future is refused.
        let earlier = database.now().addingTimeInterval(-3600)
        let late = try await database.recordRunbookUse(
            owner: user.id, runbookId: anxious.id, RunbookUseInput(before: nil, after: nil, stepsDone: [], at: earlier))
        #expect(abs(late.usedAt.timeIntervalSince(earlier)) < 0.01)
    }

    @Test func contactsAndTheEmergencyNumberAreTheUsersOwn() async throws {
        let (database, user) = try await makeStore()
        #expect(try await database.runbookEmergencyNumber(owner: user.id) == nil)
        #expect(try await database.setRunbookEmergencyNumber(owner: user.id, " 112 ") == "112")
        await #expect(throws: AlmanacError.invalid("emergencyNumber", "A number holds digits, and + * # ( ) - . / or spaces between them."))
        {
            try await database.setRunbookEmergencyNumber(owner: user.id, "help")
        }
        #expect(try await database.runbookEmergencyNumber(owner: user.id) == "112")
        #expect(try await database.setRunbookEmergencyNumber(owner: user.id, "") == nil)
        let sam = try await database.addRunbookContact(owner: user.id, RunbookContactDraft(name: "Sam", phone: "030 1234", note: "sister"))
        let runbook = try await database.addRunbook(owner: user.id, name: "Crisis plan", warningSigns: "")
        let call = try await database.addRunbookStep(
            owner: user.id, runbookId: runbook.id, RunbookStepDraft(kind: .contact, text: "", contactId: sam.id))
        #expect(call.contactId == sam.id)
        try await database.deleteRunbookContact(owner: user.id, id: sam.id)
        let step = try #require(try await database.runbookPage(owner: user.id, id: runbook.id).detail.steps.first)
        #expect(step.stepKind == .text && step.contactId == nil && !step.text.isEmpty)
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.runbookPage(owner: user.id, id: runbook.id).detail.steps.first?.contactId == sam.id)
    }

    @Test func anotherUserReachesNothingAndDeletingARunbookTakesItsStepsAndUses() async throws {
        let (database, user) = try await makeStore()
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let runbook = try await database.addRunbook(owner: user.id, template: "safety-plan")
        let sam = try await database.addRunbookContact(owner: user.id, RunbookContactDraft(name: "Sam", phone: "030 1234"))
        let step = try await database.runbookPage(owner: user.id, id: runbook.id).detail.steps[0]
        await #expect(throws: AlmanacError.notFound("No runbook with id \(runbook.id).")) {
            _ = try await database.runbookPage(owner: bob.id, id: runbook.id)
        }
        await #expect(throws: AlmanacError.self) { try await database.deleteRunbookStep(owner: bob.id, id: step.id) }
        await #expect(throws: AlmanacError.self) { try await database.deleteRunbookContact(owner: bob.id, id: sam.id) }
        await #expect(throws: AlmanacError.self) {
            try await database.recordRunbookUse(
                owner: bob.id, runbookId: runbook.id, RunbookUseInput(before: nil, after: nil, stepsDone: []))
        }
        await #expect(throws: AlmanacError.self) {
            let bobs = try await database.addRunbook(owner: bob.id, name: "Bob's", warningSigns: "")
            try await database.addRunbookStep(
                owner: bob.id, runbookId: bobs.id, RunbookStepDraft(kind: .contact, text: "", contactId: sam.id))
        }
        #expect(try await database.runbookDetails(owner: bob.id).map(\.runbook.name) == ["Bob's"])
        #expect(try await database.runbookContacts(owner: bob.id).isEmpty)

        try await database.recordRunbookUse(
            owner: user.id, runbookId: runbook.id, RunbookUseInput(before: .sad, after: .meh, stepsDone: [step.id]))
        try await database.deleteRunbook(owner: user.id, id: runbook.id)
        #expect(try await count(database, "runbook_uses") == 0)
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Deleted the runbook “My safety plan”")
        #expect(try await count(database, "runbook_uses") == 1)
        let export = try await database.exportAccount(owner: user.id)
        #expect(export.tables["runbook_steps"]?.count == RunbookTemplate.named("safety-plan")?.steps.count)
        #expect(export.tables["runbook_contacts"]?.count == 1)
    }
}

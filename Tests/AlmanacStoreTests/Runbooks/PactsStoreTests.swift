import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

/// The user's zone is Europe/Berlin (`makeDatabaseWithUser`).
private func berlin(_ text: String) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
    let n = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0)! }
    return calendar.date(from: DateComponents(year: n[0], month: n[1], day: n[2], hour: n[3], minute: n[4], second: n[5]))!
}

private func makeStore(at start: Date, step: TimeInterval = 0) async throws -> (AppDatabase, User, TestClock) {
    let (database, user) = try await makeDatabaseWithUser("ada")
    let clock = TestClock(start, step: step)
    return (database.with(now: { clock.now }), user, clock)
}

@Suite struct PactsStoreTests {
    /// Clocks go forward in Berlin at 02:00 on Sunday 29 March 2026: a day later on the wall
    /// clock (Sunday 12:00) is only 23 hours later, and the delay is hours that pass.
    @Test func aLooseningWaitsItsDelayInElapsedHoursAcrossTheSpringDSTChange() async throws {
        let (database, user, clock) = try await makeStore(at: berlin("2026-03-28T12:00:00"))
        let pact = try await database.addPact(
            owner: user.id, kind: .effort, terms: PactTerms(text: "No phone in the bedroom"), delayHours: 24)
        let outcome = try await database.changePact(
            owner: user.id, id: pact.id, terms: PactTerms(text: "No phone in bed after 23:00"), delayHours: 24)
        #expect(!outcome.tookEffect)
        #expect(outcome.pact.pending?.effectiveAt == berlin("2026-03-29T13:00:00"))
        #expect(try await database.pact(owner: user.id, id: pact.id).terms.text == "No phone in the bedroom")
        clock.set(berlin("2026-03-29T12:30:00"))  // a wall-clock day and a half hour, but 23.5 hours
        #expect(try await database.pact(owner: user.id, id: pact.id).terms.text == "No phone in the bedroom")
        clock.set(berlin("2026-03-29T13:00:00"))
        let settled = try await database.pact(owner: user.id, id: pact.id)
        #expect(settled.terms.text == "No phone in bed after 23:00" && settled.pending == nil)
    }

    /// Clocks go back on Sunday 25 October 2026: 24 hours from Saturday 12:00 is Sunday 11:00.
    @Test func aDeletionWaitsItsDelayAcrossTheAutumnDSTChangeAndKeepingItWithdrawsIt() async throws {
        let (database, user, clock) = try await makeStore(at: berlin("2026-10-24T12:00:00"))
        let pact = try await database.addPact(
            owner: user.id, kind: .identity, terms: PactTerms(text: "I am someone who keeps promises"), delayHours: 24)
        let asked = try await database.deletePact(owner: user.id, id: pact.id)
        #expect(asked.pending?.deletes == true && asked.pending?.effectiveAt == berlin("2026-10-25T11:00:00"))
        // Keeping it as it is holds at once; asking again starts the delay again.
        #expect(try await database.keepPact(owner: user.id, id: pact.id).pending == nil)
        _ = try await database.deletePact(owner: user.id, id: pact.id)
        _ = try await database.markPact(owner: user.id, id: pact.id, kept: true)
        clock.set(berlin("2026-10-25T10:59:00"))
        #expect(try await database.pacts(owner: user.id).map(\.id) == [pact.id])
        clock.set(berlin("2026-10-25T11:00:00"))
        #expect(try await database.pacts(owner: user.id).isEmpty)
        await #expect(throws: AlmanacError.notFound("No pact with id \(pact.id).")) {
            try await database.markPact(owner: user.id, id: pact.id, kept: true)
        }
        // The next pact made removes the row and its marks for good.
        _ = try await database.addPact(owner: user.id, kind: .effort, terms: PactTerms(text: "Walk after lunch"))
        let rows = try await database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pacts") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pact_marks") ?? 0
            )
        }
        #expect(rows == (1, 0))
    }

    @Test func tighteningHoldsAtOnceAndAnythingElseWaits() async throws {
        let (database, user, _) = try await makeStore(at: berlin("2026-05-04T15:00:00"), step: 0.001)
        let pact = try await database.addPact(
            owner: user.id, kind: .price,
            terms: PactTerms(text: "No social media before noon", amount: 20, consequence: "I give it to Sam"),
            delayHours: 72)
        let higher = try await database.changePact(
            owner: user.id, id: pact.id, terms: PactTerms(text: "No social media before noon", amount: 30, consequence: "I give it to Sam"),
            delayHours: 96)
        #expect(higher.tookEffect && higher.pact.terms.amount == 30 && higher.pact.delayHours == 96)
        let lower = try await database.changePact(
            owner: user.id, id: pact.id, terms: PactTerms(text: "No social media before noon", amount: 5, consequence: "I give it to Sam"),
            delayHours: 96)
        #expect(!lower.tookEffect && lower.pact.terms.amount == 30 && lower.pact.pending?.terms?.amount == 5)
        let shorter = try await database.changePact(
            owner: user.id, id: pact.id, terms: higher.pact.terms, delayHours: 1)
        #expect(!shorter.tookEffect && shorter.pact.pending?.delayHours == 1 && shorter.pact.pending?.terms == nil)
        // Refusals name the field and write nothing.
        await #expect(throws: AlmanacError.invalid("amount", "A price pact needs the amount you would give.")) {
            try await database.addPact(owner: user.id, kind: .price, terms: PactTerms(text: "X", consequence: "Sam"))
        }
        await #expect(throws: AlmanacError.invalid("amount", "Only a price pact has an amount.")) {
            try await database.addPact(owner: user.id, kind: .effort, terms: PactTerms(text: "X", amount: 3))
        }
        await #expect(throws: AlmanacError.self) {
            try await database.addPact(owner: user.id, kind: .effort, terms: PactTerms(text: "X"), delayHours: 0)
        }
        #expect(try await database.pacts(owner: user.id).count == 1)
        // Undo takes back the last change.
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.pact(owner: user.id, id: pact.id).pending?.terms?.amount == 5)
    }

    /// 00:30 in Berlin is still the day before in UTC: today is the person's day.
    @Test func aDayIsMarkedInThePersonsZoneOnceAndNotAhead() async throws {
        let (database, user, clock) = try await makeStore(at: berlin("2026-05-04T15:00:00"))
        let pact = try await database.addPact(owner: user.id, kind: .effort, terms: PactTerms(text: "No phone in the bedroom"))
        clock.set(berlin("2026-05-06T00:30:00"))
        #expect(try await database.markPact(owner: user.id, id: pact.id, kept: false, reason: " late call ").day == LocalDay("2026-05-06"))
        _ = try await database.markPact(owner: user.id, id: pact.id, kept: true)
        _ = try await database.markPact(owner: user.id, id: pact.id, day: LocalDay("2026-05-04"), kept: true)
        let marks = try await database.pactMarks(owner: user.id, id: pact.id)
        #expect(marks.map(\.day.description) == ["2026-05-06", "2026-05-04"] && marks[0].kept && marks[0].reason == nil)
        await #expect(throws: AlmanacError.invalid("day", "A day can be marked once it has come; 2026-05-07 is after today.")) {
            try await database.markPact(owner: user.id, id: pact.id, day: LocalDay("2026-05-07"), kept: true)
        }
        await #expect(throws: AlmanacError.invalid("day", "The pact was made on 2026-05-04; 2026-05-03 is before it.")) {
            try await database.markPact(owner: user.id, id: pact.id, day: LocalDay("2026-05-03"), kept: true)
        }
        // Another person's pact is not found, whatever they try.
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        await #expect(throws: AlmanacError.notFound("No pact with id \(pact.id).")) {
            try await database.markPact(owner: bob.id, id: pact.id, kept: true)
        }
        await #expect(throws: AlmanacError.self) { try await database.deletePact(owner: bob.id, id: pact.id) }
        #expect(try await database.pacts(owner: bob.id).isEmpty)
    }

    @Test func theWeeksReportCountsPactDaysAndSurfedUrges() async throws {
        let (database, user, clock) = try await makeStore(at: berlin("2026-05-04T15:00:00"))
        let pact = try await database.addPact(
            owner: user.id, kind: .price, terms: PactTerms(text: "Bed by 23:00", amount: 5, consequence: "to the shelter"))
        _ = try await database.markPact(owner: user.id, id: pact.id, kept: false)
        clock.set(berlin("2026-05-05T15:00:00"))
        _ = try await database.markPact(owner: user.id, id: pact.id, kept: false)
        _ = try await database.markPact(owner: user.id, id: pact.id, kept: true, reason: "")
        let intention = try await database.startIntention(owner: user.id, what: "Write", plannedMinutes: 25)
        _ = try await database.logDistraction(owner: user.id, intentionId: intention.id, trigger: .internal, note: nil, urgePassed: true)
        _ = try await database.logDistraction(owner: user.id, intentionId: intention.id, trigger: .internal, note: nil, urgePassed: false)
        _ = try await database.logDistraction(owner: user.id, intentionId: intention.id, trigger: .external, note: "door")
        await #expect(throws: AlmanacError.self) {
            try await database.logDistraction(owner: user.id, intentionId: intention.id, trigger: .planning, note: nil, urgePassed: true)
        }
        let stored = try await database.intention(owner: user.id, id: intention.id)
        #expect(stored.distractions.map(\.urgePassed) == [true, false, nil])
        let report = try await database.weekReport(owner: user.id, containing: LocalDay("2026-05-05")!)
        #expect(report.distractions.total == 3 && report.distractions[.internal] == 2)
        #expect(report.distractions.urgesSurfed == 2 && report.distractions.urgesPassed == 1)
        let week = try #require(report.pacts.first)
        #expect(week.kept == 1 && week.broken == 1 && week.owed == 5)
    }

    /// A pact attached to a goal, a habit or a block: attaching a free pact and naming a referee
    /// hold at once (stricter), moving or removing either waits the delay (looser); the pact is
    /// read beside its goal on the Week page, on the habit's page and on the block in the plan.
    @Test func aPactIsAttachedAtOnceAndMovedOnlyAfterItsDelay() async throws {
        let (database, user, clock) = try await makeStore(at: berlin("2026-05-04T15:00:00"))
        let monday = LocalDay("2026-05-04")!
        let area = try await database.addArea(owner: user.id, name: "Health")
        let goal = try await database.addGoal(
            owner: user.id, weekContaining: monday, title: "Sleep 8 hours", areaId: area.id, estimateHours: 2)
        let habit = try await database.addHabit(owner: user.id, HabitDraft(name: "Walk"))
        let block = try await database.addBlock(
            owner: user.id, TimeBlockDraft(title: "Deep work", day: monday, start: try WallClockTime("16:00"), minutes: 90, areaId: area.id)
        )
        let pact = try await database.addPact(
            owner: user.id, kind: .effort, terms: PactTerms(text: "No phone in the bedroom", link: PactLink(kind: .goal, id: goal.id)),
            delayHours: 24)
        #expect(try await database.weekPage(owner: user.id, containing: monday).pactsByGoal[goal.id]?.map(\.id) == [pact.id])

        // Moving it to the habit loosens (the goal loses its pact): it waits; a referee added where
        // there was none holds at once, changing them waits.
        let moved = try await database.changePact(
            owner: user.id, id: pact.id, terms: PactTerms(text: "No phone in the bedroom", link: PactLink(kind: .habit, id: habit.id)),
            delayHours: 24)
        #expect(!moved.tookEffect && moved.pact.terms.link?.kind == .goal && moved.pact.pending?.terms?.link?.id == habit.id)
        let refereed = try await database.changePact(
            owner: user.id, id: pact.id,
            terms: PactTerms(text: "No phone in the bedroom", link: PactLink(kind: .goal, id: goal.id), referee: "sam@example.org"),
            delayHours: 24)
        #expect(refereed.tookEffect && refereed.pact.terms.referee == "sam@example.org" && refereed.pact.pending == nil)
        let noReferee = try await database.changePact(
            owner: user.id, id: pact.id, terms: PactTerms(text: "No phone in the bedroom", link: PactLink(kind: .habit, id: habit.id)),
            delayHours: 24)
        #expect(!noReferee.tookEffect && noReferee.pact.terms.referee == "sam@example.org")
        let page = try await database.pactsPage(owner: user.id)
        #expect(page.linkTargets[PactLink(kind: .habit, id: habit.id)]?.title == "Walk")
        #expect(page.linkOptions.map(\.link.kind) == [.goal, .habit, .block])
        clock.advance(24 * 3_600)
        let settled = try await database.pact(owner: user.id, id: pact.id)
        #expect(settled.terms.link == PactLink(kind: .habit, id: habit.id) && settled.terms.referee == nil)
        #expect(try await database.habitPage(owner: user.id, id: habit.id).pacts.map(\.id) == [pact.id])
        #expect(try await database.weekPage(owner: user.id, containing: monday).pactsByGoal.isEmpty)

        // A free pact attached to a block holds at once and shows on the block.
        let free = try await database.addPact(owner: user.id, kind: .identity, terms: PactTerms(text: "I am someone who focuses"))
        let attached = try await database.changePact(
            owner: user.id, id: free.id, terms: PactTerms(text: "I am someone who focuses", link: PactLink(kind: .block, id: block.id)),
            delayHours: PactRules.standardDelayHours)
        #expect(attached.tookEffect)
        #expect(try await database.planPage(owner: user.id, day: monday).pactsByBlock[block.id]?.map(\.id) == [free.id])

        // Another person's goal, or none, is refused by field; nothing is written.
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        await #expect(throws: AlmanacError.invalid("link", "No goal with id \(goal.id): attach the pact to one of your own, or to none.")) {
            try await database.addPact(owner: bob.id, kind: .effort, terms: PactTerms(text: "X", link: PactLink(kind: .goal, id: goal.id)))
        }
        await #expect(throws: AlmanacError.self) {
            try await database.addPact(owner: user.id, kind: .effort, terms: PactTerms(text: "X", referee: "sam at example"))
        }
        #expect(try await database.pacts(owner: bob.id).isEmpty)
        #expect(try await database.pacts(owner: user.id).count == 2)
        // A goal deleted later leaves the pact standing, its link shown as gone.
        let other = try await database.addPact(
            owner: user.id, kind: .effort, terms: PactTerms(text: "Lights out at 23:00", link: PactLink(kind: .goal, id: goal.id)))
        _ = try await database.deleteGoal(owner: user.id, id: goal.id)
        let after = try await database.pactsPage(owner: user.id)
        #expect(after.pacts.map(\.pact.id).contains(other.id) && after.linkTargets[PactLink(kind: .goal, id: goal.id)] == nil)
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

/// Monday 4 May 2026, `hour`:`minute` in Berlin.
func berlin(_ hour: Int, _ minute: Int = 0, day: Int = 4) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
    return calendar.date(from: DateComponents(year: 2026, month: 5, day: day, hour: hour, minute: minute))!
}

func makeClockedDatabase(at start: Date) async throws -> (AppDatabase, User, TestClock) {
    let clock = TestClock(start)
    let database = try await TestEngine.database(now: { clock.now })
    let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
    return (database, user, clock)
}

@Suite struct FocusStoreTests {
    @Test func ratingIsRefusedUntilFiveSecondsAfterTheEnd() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(10))
        let started = try await database.startIntention(owner: user.id, what: "Write report", plannedMinutes: 25)
        clock.advance(10 * 60)
        let ended = try await database.endIntention(owner: user.id, id: started.id)
        #expect(ended.state == .endedEarly)
        clock.advance(4.5)
        await #expect(throws: AlmanacError.self) { try await database.rateIntention(owner: user.id, id: started.id, feeling: .happy) }
        do {
            _ = try await database.rateIntention(owner: user.id, id: started.id, feeling: .happy)
        } catch let error as AlmanacError {
            guard case .conflict(let message) = error else {
                Issue.record("expected a conflict, got \(error)")
                return
            }
            #expect(message.contains("5 seconds"))
        }
        #expect(try await database.intention(owner: user.id, id: started.id).feeling == nil)
        clock.advance(0.5)
        let rated = try await database.rateIntention(owner: user.id, id: started.id, feeling: .happy)
        #expect(rated.feeling == .happy)
        #expect(try await database.intention(owner: user.id, id: started.id).feeling == .happy)
    }

    @Test func anIntentionPastItsEndIsTimeUpAndTheGateCountsFromTheEndTime() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(10))
        let started = try await database.startIntention(owner: user.id, what: "Read", plannedMinutes: 1)
        clock.advance(62)
        #expect(try await database.runningIntention(owner: user.id) == nil)
        // Ended by the clock at +60 s; it is now +62 s, so 3 s to go.
        await #expect(throws: AlmanacError.self) { try await database.rateIntention(owner: user.id, id: started.id, feeling: .meh) }
        clock.advance(3)
        #expect(try await database.rateIntention(owner: user.id, id: started.id, feeling: .meh).state == .timeUp)
    }

    @Test func onlyOneIntentionRunsAtATime() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(10))
        _ = try await database.startIntention(owner: user.id, what: "First", plannedMinutes: 25)
        await #expect(throws: AlmanacError.conflict("“First” is still running; end it or abandon it first.")) {
            try await database.startIntention(owner: user.id, what: "Second", plannedMinutes: 25)
        }
        clock.advance(26 * 60)
        let second = try await database.startIntention(owner: user.id, what: "Second", plannedMinutes: 25)
        #expect(try await database.runningIntention(owner: user.id)?.id == second.id)
    }

    @Test func foreignIntentionsAreNotFoundAndNothingIsWritten() async throws {
        let (database, ada, _) = try await makeClockedDatabase(at: berlin(10))
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let intention = try await database.startIntention(owner: ada.id, what: "Mine", plannedMinutes: 25)
        let adaArea = try await database.addArea(owner: ada.id, name: "Career")
        let changesBefore = try await database.history(owner: bob.id).count
        await #expect(throws: AlmanacError.self) { try await database.intention(owner: bob.id, id: intention.id) }
        await #expect(throws: AlmanacError.self) { try await database.endIntention(owner: bob.id, id: intention.id) }
        await #expect(throws: AlmanacError.self) { try await database.deleteIntention(owner: bob.id, id: intention.id) }
        await #expect(throws: AlmanacError.self) {
            try await database.logDistraction(owner: bob.id, intentionId: intention.id, trigger: .external, note: nil)
        }
        await #expect(throws: AlmanacError.self) {
            try await database.startIntention(owner: bob.id, what: "Sneaky", plannedMinutes: 25, areaId: adaArea.id)
        }
        await #expect(throws: AlmanacError.self) {
            try await database.addGoal(
                owner: bob.id, weekContaining: LocalDay(year: 2026, month: 5, day: 4), title: "X", areaId: adaArea.id, estimateHours: 1)
        }
        #expect(try await database.history(owner: bob.id).count == changesBefore)
        #expect(try await database.runningIntention(owner: ada.id)?.id == intention.id)
        #expect(try await database.runningIntention(owner: bob.id) == nil)
    }

    @Test func deletingAnIntentionTakesItsDistractionsAndUndoBringsBothBack() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(10))
        let intention = try await database.startIntention(owner: user.id, what: "Focus", plannedMinutes: 25)
        _ = try await database.logDistraction(owner: user.id, intentionId: intention.id, trigger: .internal, note: "Phone")
        clock.advance(60)
        _ = try await database.endIntention(owner: user.id, id: intention.id)
        clock.advance(1)  // the change log orders actions by time
        _ = try await database.deleteIntention(owner: user.id, id: intention.id)
        await #expect(throws: AlmanacError.self) { try await database.intention(owner: user.id, id: intention.id) }
        try await database.undoLastChange(owner: user.id)
        let restored = try await database.intention(owner: user.id, id: intention.id)
        #expect(restored.distractions.map(\.note) == ["Phone"])
    }

    @Test func tagsAreCreatedInlineAndListedMostUsedFirst() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(10))
        for (what, tags) in [("A", ["writing", "deep"]), ("B", ["Writing"]), ("C", ["email"])] {
            let intention = try await database.startIntention(owner: user.id, what: what, plannedMinutes: 5)
            clock.advance(6 * 60)
            _ = try await database.tagIntention(owner: user.id, id: intention.id, tags: tags)
        }
        let tags = try await database.intentionTags(owner: user.id)
        #expect(tags.first?.lowercased() == "writing")
        #expect(tags.count == 3)
        let filtered = try await database.intentions(
            owner: user.id, on: LocalDay(year: 2026, month: 5, day: 4), filter: .init(tag: "writing"))
        #expect(filtered.map(\.what) == ["A", "B"])
    }

    @Test func remindersComeOnceAndNeverInQuietHours() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(10))
        let intention = try await database.startIntention(owner: user.id, what: "Report", plannedMinutes: 25)
        clock.advance(25 * 60)
        #expect(try await database.announceTimeUp(owner: user.id)?.id == intention.id)
        #expect(try await database.announceTimeUp(owner: user.id) == nil)
        clock.advance(11 * 60)
        let reminder = try await database.deliverDueReminder(owner: user.id)
        #expect(reminder?.kind == "review")
        #expect(try await database.lastReminder(owner: user.id)?.message == reminder?.message)
        clock.advance(60)
        #expect(try await database.deliverDueReminder(owner: user.id) == nil)

        var settings = try await database.systemSettings(owner: user.id)
        settings.quietHours = try QuietHours(start: WallClockTime("00:00"), end: WallClockTime("23:59"))
        try await database.updateSystemSettings(owner: user.id, settings)
        clock.advance(3 * 3600)
        #expect(try await database.deliverDueReminder(owner: user.id) == nil)
    }

    /// A planned block is reminded at its start (issue 31): once, to the page and the webhook's
    /// kind "block", and not for a block whose intention was started from it.
    @Test func aBlockIsRemindedAtItsStart() async throws {
        let (database, user, clock) = try await makeClockedDatabase(at: berlin(13, 50))
        let area = try await database.addArea(owner: user.id, name: "Work")
        let day = LocalDay(year: 2026, month: 5, day: 4)
        for (title, start) in [("Outline the talk", "14:00"), ("Review notes", "15:00")] {
            _ = try await database.addBlock(
                owner: user.id, TimeBlockDraft(title: title, day: day, start: try WallClockTime(start), minutes: 45, areaId: area.id))
        }
        // 13:50, idle since 09:00: the idle reminder; ten minutes later the block's is not held back.
        #expect(try await database.deliverDueReminder(owner: user.id)?.kind == "start")
        clock.set(berlin(14, 0))
        let reminder = try #require(try await database.deliverDueReminder(owner: user.id))
        #expect(reminder.kind == "block" && reminder.message.hasPrefix("“Outline the talk” starts now (14:00–14:45)"))
        #expect(try await database.lastReminder(owner: user.id) == reminder)
        clock.advance(30)
        #expect(try await database.deliverDueReminder(owner: user.id) == nil)
        // Started early from the plan: no reminder at its start.
        clock.set(berlin(14, 58))
        let next = try #require(try await database.planPage(owner: user.id, day: day).blocks.first { $0.block.title == "Review notes" })
        _ = try await database.startBlock(owner: user.id, id: next.id)
        clock.set(berlin(15, 0))
        #expect(try await database.deliverDueReminder(owner: user.id)?.kind != "block")
    }
}

import Foundation
import Testing

@testable import AlmanacCore

@Suite struct RemindersTests {
    let settings = ReminderSettings(
        activeHours: .standard, quietHours: try! QuietHours(start: WallClockTime("22:00"), end: WallClockTime("07:00")))

    func due(at now: String, last: String? = nil, _ intentions: [Intention] = [], settings: ReminderSettings? = nil) -> Reminder? {
        Reminders.due(
            at: focusTime(now), settings: settings ?? self.settings, timeZone: berlinZone, dayStartHour: 0,
            lastReminderAt: last.map { focusTime($0) }, recentIntentions: intentions)
    }

    /// Monday 09:30–10:00, not rated or reviewed.
    var unreviewed: Intention { finishedIntention(start: focusTime("2026-11-16 09:30"), minutes: 30, id: "report") }

    @Test func anUnreviewedIntentionIsRemindedTenMinutesAfterItEnded() {
        #expect(due(at: "2026-11-16 10:09", [unreviewed]) == nil)
        let reminder = due(at: "2026-11-16 10:10", [unreviewed])
        #expect(reminder?.kind == .reviewIntention(id: "report"))
        #expect(reminder?.message.contains("Write report") == true)
    }

    @Test func aRatedIntentionNeedsNoReminder() {
        let rated = finishedIntention(start: focusTime("2026-11-16 09:30"), minutes: 30, feeling: .happy)
        #expect(due(at: "2026-11-16 10:15", [rated]) == nil)
    }

    @Test func anAbandonedIntentionIsNotReviewed() {
        let abandoned = finishedIntention(
            start: focusTime("2026-11-16 09:30"), minutes: 30, ending: .abandoned(focusTime("2026-11-16 09:40")))
        #expect(due(at: "2026-11-16 10:15", [abandoned]) == nil)
    }

    @Test func theReviewReminderIsSentOnce() {
        #expect(due(at: "2026-11-16 10:50", last: "2026-11-16 10:10", [unreviewed]) == nil)
    }

    @Test func atMostOneReminderPerThirtyMinutes() {
        let second = finishedIntention("Plan talk", start: focusTime("2026-11-16 10:00"), minutes: 15, id: "talk")
        // The talk's reminder is due at 10:25 but one was sent at 10:10.
        #expect(due(at: "2026-11-16 10:39", last: "2026-11-16 10:10", [unreviewed, second]) == nil)
        #expect(due(at: "2026-11-16 10:40", last: "2026-11-16 10:10", [unreviewed, second])?.kind == .reviewIntention(id: "talk"))
    }

    @Test func neverDuringQuietHours() {
        let late = finishedIntention(start: focusTime("2026-11-16 21:00"), minutes: 45)
        #expect(due(at: "2026-11-16 22:30", [late]) == nil)
        #expect(due(at: "2026-11-16 21:55", [late])?.kind == .reviewIntention(id: late.id))
    }

    @Test func idleForNinetyMinutesInsideActiveHours() {
        #expect(due(at: "2026-11-16 10:29") == nil)
        let reminder = due(at: "2026-11-16 10:30")
        #expect(reminder?.kind == .startIntention)
        #expect(reminder?.dueSince == focusTime("2026-11-16 10:30"))
    }

    @Test func theIdleClockStartsAtTheEndOfTheLastIntention() {
        let rated = finishedIntention(start: focusTime("2026-11-16 10:00"), minutes: 60, feeling: .happy)
        #expect(due(at: "2026-11-16 12:29", [rated]) == nil)
        #expect(due(at: "2026-11-16 12:30", [rated])?.kind == .startIntention)
    }

    @Test func noIdleReminderWhileAnIntentionRuns() {
        let running = finishedIntention(start: focusTime("2026-11-16 10:00"), minutes: 480, ending: nil)
        #expect(due(at: "2026-11-16 17:00", [running]) == nil)
    }

    @Test func noIdleReminderOutsideActiveHoursOrOnDaysOff() {
        #expect(due(at: "2026-11-16 18:30") == nil)
        #expect(due(at: "2026-11-16 08:59") == nil)
        #expect(due(at: "2026-11-21 12:00") == nil)  // Saturday
    }

    @Test func anIdleUserHearsItEveryNinetyMinutesNotEveryThirty() {
        #expect(due(at: "2026-11-16 11:00", last: "2026-11-16 10:30") == nil)
        #expect(due(at: "2026-11-16 11:59", last: "2026-11-16 10:30") == nil)
        #expect(due(at: "2026-11-16 12:00", last: "2026-11-16 10:30")?.kind == .startIntention)
    }

    @Test func quietHoursAcrossMidnight() throws {
        let quiet = try QuietHours(start: WallClockTime("22:00"), end: WallClockTime("07:00"))
        #expect(quiet.contains(focusTime("2026-11-16 23:00"), in: berlinZone))
        #expect(quiet.contains(focusTime("2026-11-17 06:59"), in: berlinZone))
        #expect(!quiet.contains(focusTime("2026-11-17 07:00"), in: berlinZone))
        #expect(!quiet.contains(focusTime("2026-11-16 21:59"), in: berlinZone))
    }

    // MARK: A block's start (issue 31)

    /// Monday 16 November 2026, 14:00–14:45 in Berlin.
    var talk: PlannedStart {
        PlannedStart(
            id: "talk", title: "Outline the talk",
            interval: DateInterval(start: focusTime("2026-11-16 14:00"), end: focusTime("2026-11-16 14:45")), timeText: "14:00–14:45")
    }

    func blockReminder(at now: String, last: String? = nil, _ intentions: [Intention] = [], blocks: [PlannedStart]? = nil) -> Reminder? {
        Reminders.blockStarting(
            at: focusTime(now), blocks: blocks ?? [talk], quietHours: settings.quietHours, timeZone: berlinZone,
            lastReminderAt: last.map { focusTime($0) }, recentIntentions: intentions)
    }

    @Test func aBlockIsRemindedAtItsStartOnceWithinTenMinutes() {
        #expect(blockReminder(at: "2026-11-16 13:59") == nil)
        let reminder = blockReminder(at: "2026-11-16 14:00")
        #expect(
            reminder?.kind == .startBlock(id: "talk")
                && reminder?.message == "“Outline the talk” starts now (14:00–14:45). Start it from Today or Focus.")
        // A reminder of anything 5 minutes before the start does not hold it back (no 30-minute gap).
        #expect(blockReminder(at: "2026-11-16 14:00", last: "2026-11-16 13:55")?.kind == .startBlock(id: "talk"))
        // Sent once: a reminder since its start means it was told.
        #expect(blockReminder(at: "2026-11-16 14:01", last: "2026-11-16 14:00") == nil)
        #expect(blockReminder(at: "2026-11-16 14:09")?.kind == .startBlock(id: "talk"))
        #expect(blockReminder(at: "2026-11-16 14:10") == nil)
    }

    @Test func noBlockReminderWhileAnIntentionRunsOrOnceItsIntentionStarted() {
        let running = finishedIntention(start: focusTime("2026-11-16 13:30"), minutes: 60, ending: nil)
        #expect(blockReminder(at: "2026-11-16 14:00", [running]) == nil)
        var forTheBlock = finishedIntention(start: focusTime("2026-11-16 13:55"), minutes: 5)
        forTheBlock.blockId = "talk"
        #expect(blockReminder(at: "2026-11-16 14:00", [forTheBlock]) == nil)
        // An intention that ran out before the start is not running any more.
        let earlier = finishedIntention(start: focusTime("2026-11-16 13:00"), minutes: 30, ending: nil)
        #expect(blockReminder(at: "2026-11-16 14:00", [earlier])?.kind == .startBlock(id: "talk"))
    }

    @Test func noBlockReminderInQuietHours() {
        let late = PlannedStart(
            id: "late", title: "Read",
            interval: DateInterval(start: focusTime("2026-11-16 22:15"), end: focusTime("2026-11-16 23:00")), timeText: "22:15–23:00")
        #expect(blockReminder(at: "2026-11-16 22:15", blocks: [late]) == nil)
    }
}

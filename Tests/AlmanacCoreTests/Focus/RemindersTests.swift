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
}

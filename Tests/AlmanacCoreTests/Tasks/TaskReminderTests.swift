import Foundation
import Testing

@testable import AlmanacCore

@Suite struct TaskReminderTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    func at(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test func ringsFromItsTimeOnTheStartDayForTwelveHours() throws {
        let day = LocalDay(year: 2026, month: 5, day: 4)
        let five = try WallClockTime(hour: 17)
        #expect(TaskReminder.instant(of: five, on: day, in: berlin) == at("2026-05-04T15:00:00Z"))
        #expect(!TaskReminder.isDue(five, on: day, in: berlin, now: at("2026-05-04T14:59:00Z")))
        #expect(TaskReminder.isDue(five, on: day, in: berlin, now: at("2026-05-04T15:00:00Z")))
        #expect(TaskReminder.isDue(five, on: day, in: berlin, now: at("2026-05-05T03:00:00Z")))
        #expect(!TaskReminder.isDue(five, on: day, in: berlin, now: at("2026-05-05T03:01:00Z")))
    }

    @Test func aTimeSkippedByTheSpringChangeRingsJustAfterIt() throws {
        // 29 March 2026: Berlin's clocks go from 02:00 to 03:00; 02:30 does not exist.
        let day = LocalDay(year: 2026, month: 3, day: 29)
        let instant = TaskReminder.instant(of: try WallClockTime(hour: 2, minute: 30), on: day, in: berlin)
        #expect(instant >= at("2026-03-29T01:00:00Z"))  // 03:00 CEST
        #expect(instant <= at("2026-03-29T01:30:00Z"))
        // An ordinary time that day is an hour later in UTC than the day before.
        #expect(TaskReminder.instant(of: try WallClockTime(hour: 9), on: day, in: berlin) == at("2026-03-29T07:00:00Z"))
    }

    /// A reminder is the one time of day (`WallClockTime`): written, stored and sent as HH:MM.
    @Test func aReminderIsTheOneTimeOfDay() throws {
        let time = try WallClockTime("9:05", field: "reminder")
        #expect(time.description == "09:05")
        #expect(String(decoding: try JSONEncoder().encode(time), as: UTF8.self) == "\"09:05\"")
        let parsed = QuickEntry.parse(
            "Call mom tomorrow 5pm", today: LocalDay(year: 2026, month: 5, day: 4), locale: .monthDay, weekStart: 2)
        #expect(parsed.reminder?.description == "17:00")
        #expect(throws: AlmanacError.self) { try WallClockTime("25:00", field: "reminder") }
    }
}

import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

@Suite struct CalendarsStoreTests {
    static func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    /// A work calendar: a weekly 09:00 Berlin meeting, a free lunch slot, a cancelled event, an all-day day off.
    static let work = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        X-WR-CALNAME:Work\r
        BEGIN:VEVENT\r
        UID:sync\r
        SUMMARY:Team sync\r
        DTSTART;TZID=Europe/Berlin:20260302T090000\r
        DTEND;TZID=Europe/Berlin:20260302T093000\r
        RRULE:FREQ=WEEKLY;BYDAY=MO,WE\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:lunch\r
        SUMMARY:Lunch (free)\r
        TRANSP:TRANSPARENT\r
        DTSTART;TZID=Europe/Berlin:20260504T120000\r
        DTEND;TZID=Europe/Berlin:20260504T130000\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:gone\r
        SUMMARY:Cancelled\r
        STATUS:CANCELLED\r
        DTSTART;TZID=Europe/Berlin:20260504T150000\r
        DTEND;TZID=Europe/Berlin:20260504T160000\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:off\r
        SUMMARY:Day off\r
        DTSTART;VALUE=DATE:20260505\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    func makeDatabase(_ clock: TestClock = TestClock()) async throws -> (AppDatabase, User) {
        let database = try await TestEngine.database(now: { clock.now })
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "Europe/Berlin")
        return (database, user)
    }

    @Test func anUploadedCalendarGivesBusyIntervalsInTheWindow() async throws {
        let (database, user) = try await makeDatabase()
        let calendar = try await database.addCalendar(owner: user.id, name: nil, fileName: "work.ics", text: Self.work)
        #expect(calendar.name == "Work")
        #expect(calendar.events == 4)
        // Monday 4 May 2026 in Berlin (CEST): the 09:00 sync (07:00 UTC); the free lunch is not busy.
        let busy = try await database.busyIntervals(
            owner: user.id, from: Self.instant("2026-05-03T22:00:00Z"), to: Self.instant("2026-05-04T22:00:00Z"))
        #expect(busy.map(\.title) == ["Team sync"])
        #expect(busy.first?.start == Self.instant("2026-05-04T07:00:00Z"))
        #expect(busy.first?.calendarName == "Work")
        // Tuesday: the all-day day off, busy from Berlin's midnight to the next.
        let tuesday = try await database.busyIntervals(
            owner: user.id, from: Self.instant("2026-05-04T22:00:00Z"), to: Self.instant("2026-05-05T22:00:00Z"))
        #expect(tuesday.map(\.title) == ["Day off"])
        #expect(tuesday.first?.allDay == true && tuesday.first?.start == Self.instant("2026-05-04T22:00:00Z"))
    }

    @Test func theEventsReadShowsFreeMeetingsAndExpandsOutsideTheCachedWindow() async throws {
        let (database, user) = try await makeDatabase()
        let calendar = try await database.addCalendar(owner: user.id, name: "Work", fileName: "work.ics", text: Self.work)
        let monday = try await database.calendarEvents(
            owner: user.id, id: calendar.id, from: Self.instant("2026-05-03T22:00:00Z"), to: Self.instant("2026-05-04T22:00:00Z"))
        #expect(monday.map(\.title) == ["Team sync", "Lunch (free)"])
        #expect(monday.map(\.busy) == [true, false])
        // A year later is outside the cached 26 weeks: read from the stored text, still 09:00 Berlin (CEST).
        let later = try await database.calendarEvents(
            owner: user.id, id: calendar.id, from: Self.instant("2027-05-02T22:00:00Z"), to: Self.instant("2027-05-03T22:00:00Z"))
        #expect(later.map(\.start) == [Self.instant("2027-05-03T07:00:00Z")])
        await #expect(throws: AlmanacError.self) {
            try await database.calendarEvents(
                owner: user.id, id: calendar.id, from: Self.instant("2026-01-01T00:00:00Z"), to: Self.instant("2028-01-01T00:00:00Z"))
        }
    }

    @Test func anotherPersonNeitherSeesNorChangesTheCalendar() async throws {
        let (database, ann) = try await makeDatabase()
        let bob = try await database.createUser(username: "bob", password: "battery staple", timeZone: "Europe/Berlin")
        let calendar = try await database.addCalendar(owner: ann.id, name: "Work", fileName: "work.ics", text: Self.work)
        #expect(try await database.calendars(owner: bob.id).isEmpty)
        #expect(
            try await database.busyIntervals(
                owner: bob.id, from: Self.instant("2026-05-01T00:00:00Z"), to: Self.instant("2026-06-01T00:00:00Z")
            )
            .isEmpty)
        await #expect(throws: AlmanacError.notFound("No calendar with id \(calendar.id).")) {
            try await database.removeCalendar(owner: bob.id, id: calendar.id)
        }
        await #expect(throws: AlmanacError.self) { try await database.updateCalendar(owner: bob.id, id: calendar.id, name: "Mine") }
        await #expect(throws: AlmanacError.self) {
            try await database.calendarEvents(
                owner: bob.id, id: calendar.id, from: Self.instant("2026-05-01T00:00:00Z"), to: Self.instant("2026-05-02T00:00:00Z"))
        }
        #expect(try await database.calendars(owner: ann.id).map(\.name) == ["Work"])
    }

    @Test func removingIsUndoneAndTheMeetingsAreReadAgain() async throws {
        let clock = TestClock()
        let (database, user) = try await makeDatabase(clock)
        let calendar = try await database.addCalendar(owner: user.id, name: "Work", fileName: "work.ics", text: Self.work)
        let window = (from: Self.instant("2026-05-03T22:00:00Z"), to: Self.instant("2026-05-04T22:00:00Z"))
        try await database.removeCalendar(owner: user.id, id: calendar.id)
        #expect(try await database.busyIntervals(owner: user.id, from: window.from, to: window.to).isEmpty)
        try await database.undoLastChange(owner: user.id)
        // The calendar is back; its cached meetings are missing until the service expands it again.
        #expect(try await database.calendarsToExpand(now: clock.now).map(\.id) == [calendar.id])
        try await database.expandCalendar(owner: user.id, id: calendar.id)
        #expect(try await database.busyIntervals(owner: user.id, from: window.from, to: window.to).map(\.title) == ["Team sync"])
        #expect(try await database.calendarsToExpand(now: clock.now).isEmpty)
        // A day later the window has moved: expanded again.
        clock.advance(25 * 3600)
        #expect(try await database.calendarsToExpand(now: clock.now).map(\.id) == [calendar.id])
    }

    @Test func aFailedFetchKeepsTheMeetingsAndShowsTheError() async throws {
        let clock = TestClock()
        let (database, user) = try await makeDatabase(clock)
        let calendar = try await database.addCalendar(owner: user.id, name: nil, url: "webcal://calendar.example.com/secret/abc.ics")
        #expect(calendar.name == "calendar.example.com" && calendar.host == "calendar.example.com")
        #expect(try await database.calendarsDue(now: clock.now).map(\.url) == ["https://calendar.example.com/secret/abc.ics"])
        try await database.storeCalendarFetch(
            owner: user.id, id: calendar.id, result: .fetched(text: Self.work, etag: "\"v1\"", lastModified: nil))
        #expect(try await database.calendarsDue(now: clock.now).isEmpty)
        clock.advance(31 * 60)
        let due = try await database.calendarsDue(now: clock.now)
        #expect(due.first?.etag == "\"v1\"")
        try await database.storeCalendarFetch(
            owner: user.id, id: calendar.id, result: .fetched(text: "<html>login</html>", etag: nil, lastModified: nil))
        let after = try await database.calendar(owner: user.id, id: calendar.id)
        #expect(after.lastError?.contains("not an iCalendar file") == true)
        #expect(
            try await database.busyIntervals(
                owner: user.id, from: Self.instant("2026-05-03T22:00:00Z"), to: Self.instant("2026-05-04T22:00:00Z")
            ).map(\.title) == ["Team sync"])
        try await database.storeCalendarFetch(owner: user.id, id: calendar.id, result: .notModified)
        #expect(try await database.calendar(owner: user.id, id: calendar.id).lastError == nil)
    }

    @Test func badInputIsRefusedNamingTheFieldAndWritesNothing() async throws {
        let (database, user) = try await makeDatabase()
        await #expect(throws: AlmanacError.self) {
            try await database.addCalendar(owner: user.id, name: "X", url: "ftp://example.com/a.ics")
        }
        do {
            _ = try await database.addCalendar(owner: user.id, name: "X", fileName: "notes.txt", text: "Buy milk")
            Issue.record("a file that is no calendar was accepted")
        } catch let error as AlmanacError {
            #expect(error.field == "file")
        }
        do {
            _ = try await database.addCalendar(owner: user.id, name: "X", fileName: "a.ics", text: Self.work, color: "red")
            Issue.record("a bad colour was accepted")
        } catch let error as AlmanacError {
            #expect(error.field == "color")
        }
        #expect(try await database.calendars(owner: user.id).isEmpty)
    }

    @Test func todaysMeetingsFollowThePersonsDayNearMidnightAndAcrossTheClockChange() async throws {
        // Sunday 25 October 2026, the night Berlin leaves summer time; the page is read at 23:30 local.
        let clock = TestClock(Self.instant("2026-10-25T22:30:00Z"))
        let (database, user) = try await makeDatabase(clock)
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            UID:late\r
            SUMMARY:Late call\r
            DTSTART;TZID=Europe/Berlin:20261025T233000\r
            DTEND;TZID=Europe/Berlin:20261026T000000\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:early\r
            SUMMARY:Early call\r
            DTSTART;TZID=Europe/Berlin:20261026T001500\r
            DTEND;TZID=Europe/Berlin:20261026T003000\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:morning\r
            SUMMARY:Morning\r
            DTSTART;TZID=Europe/Berlin:20261025T090000\r
            DTEND;TZID=Europe/Berlin:20261025T100000\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        _ = try await database.addCalendar(owner: user.id, name: "Late", fileName: "late.ics", text: text)
        let today = try await database.todayPage(owner: user.id, day: LocalDay(year: 2026, month: 10, day: 25))
        #expect(today.meetings.map(\.title) == ["Morning", "Late call"])
        // 09:00 on the 25th is already winter time (CET, UTC+1): 08:00 UTC.
        #expect(today.meetings.first?.start == Self.instant("2026-10-25T08:00:00Z"))
        let page = try await database.calendarsPage(owner: user.id)
        #expect(page.today == LocalDay(year: 2026, month: 10, day: 25))
        #expect(page.days[1].meetings.map(\.title) == ["Early call"])
    }
}

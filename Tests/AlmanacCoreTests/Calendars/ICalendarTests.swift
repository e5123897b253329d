import AlmanacCore
import Foundation
import Testing

@Suite struct ICalendarTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let utc = TimeZone(identifier: "UTC")!

    static func calendar(_ body: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + body.split(separator: "\n").joined(separator: "\r\n") + "\r\nEND:VCALENDAR\r\n"
    }

    static func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    static func expand(_ body: String, from: String, to: String, zone: TimeZone = berlin) throws -> [CalendarOccurrence] {
        let file = try ICalendarFile.parse(calendar(body), person: zone)
        return CalendarExpansion.occurrences(of: file, from: instant(from), to: instant(to), person: zone)
    }

    @Test func foldedLinesQuotedParametersAndEscapesAreRead() throws {
        let file = try ICalendarFile.parse(
            Self.calendar(
                """
                BEGIN:VEVENT
                UID:a
                SUMMARY:Lunch\\, then a walk\\; \\nmaybe
                  along the river
                LOCATION;ALTREP="http://example.com/a;b:c":Café
                DTSTART;TZID="W. Europe Standard Time":20260302T120000
                DTEND;TZID="W. Europe Standard Time":20260302T130000
                END:VEVENT
                """), person: Self.utc)
        let event = try #require(file.events.first)
        #expect(event.summary == "Lunch, then a walk; \nmaybe along the river")
        #expect(event.location == "Café")
        #expect(event.start == .zoned(WallTime(day: LocalDay(year: 2026, month: 3, day: 2), seconds: 12 * 3600), Self.berlin))
    }

    @Test func windowsAndPrefixedZoneNamesMapToIANAZones() {
        #expect(CalendarZones.zone(named: "W. Europe Standard Time")?.identifier == "Europe/Berlin")
        #expect(CalendarZones.zone(named: "Pacific Standard Time")?.identifier == "America/Los_Angeles")
        #expect(CalendarZones.zone(named: "/freeassociation.sourceforge.net/Tzfile/Europe/Paris")?.identifier == "Europe/Paris")
        #expect(CalendarZones.zone(named: "Mars Standard Time") == nil)
    }

    @Test func aWeeklyBerlinMeetingStaysAtNineLocalAcrossBothClockChanges() throws {
        let meetings = try Self.expand(
            """
            BEGIN:VEVENT
            UID:w
            DTSTART;TZID=Europe/Berlin:20260319T090000
            DTEND;TZID=Europe/Berlin:20260319T100000
            RRULE:FREQ=WEEKLY
            END:VEVENT
            """, from: "2026-03-18T00:00:00Z", to: "2026-11-06T00:00:00Z")
        // 09:00 CET is 08:00 UTC; after 29 March 09:00 CEST is 07:00 UTC; after 25 October 08:00 UTC again.
        #expect(meetings[0].start == Self.instant("2026-03-19T08:00:00Z"))
        #expect(meetings[2].start == Self.instant("2026-04-02T07:00:00Z"))
        #expect(meetings.last?.start == Self.instant("2026-11-05T08:00:00Z"))
        #expect(meetings.allSatisfy { $0.end.timeIntervalSince($0.start) == 3600 })
        #expect(meetings.count == 34)
    }

    @Test func anAllDayEventCoversItsDaysInThePersonsZone() throws {
        let newYork = TimeZone(identifier: "America/New_York")!
        let meetings = try Self.expand(
            """
            BEGIN:VEVENT
            UID:d
            SUMMARY:Trip
            DTSTART;VALUE=DATE:20261031
            DTEND;VALUE=DATE:20261103
            END:VEVENT
            """, from: "2026-10-01T00:00:00Z", to: "2026-12-01T00:00:00Z", zone: newYork)
        let trip = try #require(meetings.first)
        #expect(trip.allDay && trip.startDay == LocalDay("2026-10-31") && trip.endDay == LocalDay("2026-11-03"))
        // Three days with the fall-back night inside: 73 hours.
        #expect(trip.end.timeIntervalSince(trip.start) == 73 * 3600)
    }

    @Test func movedAndCancelledInstancesReplaceTheirOriginals() throws {
        let meetings = try Self.expand(
            """
            BEGIN:VEVENT
            UID:s
            SUMMARY:Review
            DTSTART:20260601T120000Z
            DTEND:20260601T130000Z
            RRULE:FREQ=DAILY;COUNT=4
            END:VEVENT
            BEGIN:VEVENT
            UID:s
            RECURRENCE-ID:20260602T120000Z
            SUMMARY:Review (moved)
            DTSTART:20260602T150000Z
            DTEND:20260602T160000Z
            END:VEVENT
            BEGIN:VEVENT
            UID:s
            RECURRENCE-ID:20260603T120000Z
            STATUS:CANCELLED
            DTSTART:20260603T120000Z
            END:VEVENT
            """, from: "2026-05-01T00:00:00Z", to: "2026-07-01T00:00:00Z")
        #expect(meetings.map(\.title) == ["Review", "Review (moved)", "Review"])
        #expect(meetings[1].start == Self.instant("2026-06-02T15:00:00Z"))
    }

    @Test func aTransparentEventIsShownButNotBusy() throws {
        let meetings = try Self.expand(
            """
            BEGIN:VEVENT
            UID:t
            TRANSP:TRANSPARENT
            DTSTART:20260601T120000Z
            DTEND:20260601T130000Z
            END:VEVENT
            """, from: "2026-05-01T00:00:00Z", to: "2026-07-01T00:00:00Z")
        #expect(meetings.count == 1 && meetings[0].busy == false)
    }

    @Test func aFileThatIsNoCalendarIsRefusedNamingTheFile() {
        #expect(throws: AlmanacError.invalid("file", "This is not an iCalendar file: it does not begin with BEGIN:VCALENDAR.")) {
            try ICalendarFile.parse("<html>Sign in</html>", person: Self.utc)
        }
        let huge = String(repeating: "X", count: ICalendarFile.maxBytes + 1)
        #expect(throws: AlmanacError.self) { try ICalendarFile.parse(huge, person: Self.utc) }
    }

    @Test func badEventsAreSkippedWithTheirReasonAndTheRestIsRead() throws {
        let file = try ICalendarFile.parse(
            Self.calendar(
                """
                BEGIN:VEVENT
                UID:no-start
                SUMMARY:Nothing
                END:VEVENT
                BEGIN:VEVENT
                UID:bad-date
                DTSTART:20261340T250000
                END:VEVENT
                BEGIN:VEVENT
                UID:hourly
                DTSTART:20260101T090000Z
                RRULE:FREQ=SECONDLY
                END:VEVENT
                BEGIN:VEVENT
                UID:bad-interval
                DTSTART:20260101T090000Z
                RRULE:FREQ=DAILY;INTERVAL=0
                END:VEVENT
                BEGIN:VEVENT
                UID:good
                DTSTART:20260101T090000Z
                END:VEVENT
                """), person: Self.utc)
        #expect(file.events.map(\.uid) == ["good"])
        #expect(file.skipped.count == 4 && file.skippedCount == 4)
        #expect(file.skipped[2].contains("SECONDLY"))
    }

    @Test func hostileRulesEndQuicklyAndBounded() throws {
        // A rule that never matches (30 February), one from year 1 with a huge COUNT, and a daily rule
        // over a long window: each stops by its bounds.
        let started = Date()
        let meetings = try Self.expand(
            """
            BEGIN:VEVENT
            UID:never
            DTSTART:20260101T090000Z
            RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;COUNT=5
            END:VEVENT
            BEGIN:VEVENT
            UID:ancient
            DTSTART:00010101T090000Z
            RRULE:FREQ=DAILY;COUNT=999999999
            END:VEVENT
            BEGIN:VEVENT
            UID:many
            DTSTART:20260101T000000Z
            DURATION:PT1M
            RRULE:FREQ=DAILY;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23;BYMINUTE=0,10,20,30,40,50
            END:VEVENT
            """, from: "2026-01-01T00:00:00Z", to: "2030-01-01T00:00:00Z")
        #expect(meetings.count == CalendarExpansion.maxOccurrences)
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func durationsAreReadAndNonsenseIsNot() {
        #expect(ICalendarEvent.duration("PT1H30M")! == (0, 5400))
        #expect(ICalendarEvent.duration("P1W")! == (7, 0))
        #expect(ICalendarEvent.duration("P1DT2H")! == (1, 7200))
        #expect(ICalendarEvent.duration("PT") == nil)
        #expect(ICalendarEvent.duration("P99999999D") == nil)
        #expect(ICalendarEvent.duration("1H") == nil)
    }

    @Test func webcalAddressesAreFetchedOverHTTPSAndOthersRefused() throws {
        #expect(
            try CalendarSource.url("webcal://p01-caldav.example.com/published/2/abc") == "https://p01-caldav.example.com/published/2/abc")
        #expect(throws: AlmanacError.self) { try CalendarSource.url("file:///etc/passwd") }
        #expect(throws: AlmanacError.self) { try CalendarSource.url("") }
        #expect(throws: AlmanacError.self) { try CalendarSource.url("https://") }
    }

    @Test func aFileOfTooManyEventsKeepsTheFirstAndSaysHowManyWereLeftOut() throws {
        var body = ""
        for index in 0..<(ICalendarFile.maxEvents + 150) {
            body += "BEGIN:VEVENT\r\nUID:e\(index)\r\nDTSTART:20260101T090000Z\r\nEND:VEVENT\r\n"
        }
        let file = try ICalendarFile.parse("BEGIN:VCALENDAR\r\n\(body)END:VCALENDAR\r\n", person: Self.utc)
        #expect(file.events.count == ICalendarFile.maxEvents)
        #expect(file.skippedCount == 150)
        #expect(file.skipped == ["150 events past the first 50000 (the most one calendar may have)"])
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// The desktop's week view (issue 31): seven day grids on one time axis, each block placed by its
/// start and length as on the day grid and linking to its day, meetings drawn, today's column and
/// the current time on the person's wall clock marked.
@Suite struct PlanWeekWebTests {
    /// An afternoon, near midnight, and the afternoon of Berlin's spring DST change (15:10 on the
    /// wall clock, 14:10 in hours since midnight): the now line is at the wall clock's row.
    @Test(arguments: [
        ("2026-05-06T13:10:00Z", "2026-05-06", 41, 2, "15:10"),
        ("2026-05-06T21:50:00Z", "2026-05-06", 76, 1, "23:50"),
        ("2026-03-29T13:10:00Z", "2026-03-29", 41, 2, "15:10"),
    ])
    func theWeekIsATimedGridOfSevenDays(instant: String, dayText: String, nowRow: Int, offset: Int, clockText: String) async throws {
        let clock = TestClock(ISO8601DateFormatter().date(from: instant)!)
        let database = try await TestEngine.database(now: { clock.now })
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning))
        let day = try DayReference.date(dayText)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()  // Europe/Berlin, weeks from Monday
            let owner = try await database.user(named: "ada").id
            let work = try await database.addArea(owner: owner, name: "Work")
            let monday = day.adding(days: -(day.weekday + 5) % 7)
            func add(_ title: String, _ on: LocalDay, _ start: String, _ minutes: Int) async throws -> TimeBlock {
                try await database.addBlock(
                    owner: owner, TimeBlockDraft(title: title, day: on, start: try WallClockTime(start), minutes: minutes, areaId: work.id))
            }
            _ = try await add("Early swim", monday, "05:00", 45)
            let write = try await add("Write <the> report", day, "10:00", 60)
            let call = try await add("Call", day, "10:30", 30)
            let compact = dayText.replacingOccurrences(of: "-", with: "")
            let ics = [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN",
                "BEGIN:VEVENT", "UID:review@test", "DTSTAMP:20260101T000000Z", "SUMMARY:Design review",
                "DTSTART;TZID=Europe/Berlin:\(compact)T120000", "DTEND;TZID=Europe/Berlin:\(compact)T130000", "END:VEVENT",
                "END:VCALENDAR",
            ].joined(separator: "\r\n")
            _ = try await database.addCalendar(owner: owner, name: "Office", fileName: "office.ics", text: ics)

            let page = try await visitor.get("/plan/\(monday)")
            #expect(page.status == .ok)
            let week = try #require(page.text.components(separatedBy: "class=\"plan-week-grid\"").last)
            let grids = week.components(separatedBy: "<div class=\"plan-grid").dropFirst()
            // The axis and seven days, all from 05:00 (the week's earliest block), so rows line up.
            #expect(grids.count == 8 && grids.first?.hasPrefix(" plan-axis\"") == true)
            #expect(grids.dropFirst().allSatisfy { $0.contains("data-first-minute=\"300\"") })
            let column = try #require(grids.first { $0.contains("data-day=\"\(day)\"") })
            #expect(column.hasPrefix(" today\""))
            #expect(grids.filter { $0.hasPrefix(" today\"") }.count == 1)
            // 10:00 is row 21 of a grid from 05:00; an hour is four rows, half an hour two, side by side.
            #expect(column.contains("href=\"/plan/\(day)#block-\(write.id)\" class=\"plan-week-block\" id=\"week-\(write.id)\""))
            #expect(column.contains("title=\"10:00–11:00 Write &lt;the&gt; report\""))
            #expect(column.contains("data-row=\"21\" data-span=\"4\" data-lane=\"0\" data-lanes=\"2\""))
            #expect(column.contains("href=\"/plan/\(day)#block-\(call.id)\""))
            #expect(column.contains("data-row=\"23\" data-span=\"2\" data-lane=\"1\" data-lanes=\"2\""))
            #expect(column.contains("class=\"plan-meeting\" data-row=\"29\" data-span=\"4\"") && column.contains("Design review"))
            #expect(column.contains("class=\"plan-now\" data-row=\"\(nowRow)\" data-offset=\"\(offset)\" title=\"Now \(clockText)\""))
            #expect(grids.filter { $0.contains("plan-now") }.count == 1)
            // The phone's list of the week names the blocks in order.
            let list = try #require(page.text.components(separatedBy: "class=\"plan-week-list\"").last)
            #expect(list.contains("10:00 Write &lt;the&gt; report") && list.contains("05:00 Early swim"))
            #expect(list.contains("<li class=\"plan-week-meeting\" data-color=\"") && list.contains("12:00 Design review (meeting)"))
        }
    }

    /// `GET /api/v1/plan/{day}/week` (and `almanac plan week --json`, which prints the same): the
    /// seven days of the day's week from Monday, each as `GET /plan/{day}` gives it; a day that is
    /// no date is refused naming `day`; another person's blocks are not in it.
    @Test func theAPIGivesTheWeekDayByDay() async throws {
        let clock = TestClock(ISO8601DateFormatter().date(from: "2026-05-06T13:10:00Z")!)
        let database = try await TestEngine.database(now: { clock.now })
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning))
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let work = try await database.addArea(owner: owner, name: "Work")
            let wednesday = LocalDay(year: 2026, month: 5, day: 6)
            let block = try await database.addBlock(
                owner: owner,
                TimeBlockDraft(title: "Write", day: wednesday, start: try WallClockTime("10:00"), minutes: 60, areaId: work.id))
            let week = try await visitor.api(.get, "/api/v1/plan/today/week")
            #expect(week.status == .ok)
            let days = try #require(week.json["days"] as? [[String: Any]])
            #expect(
                days.map { $0["day"] as? String } == (0..<7).map { LocalDay(year: 2026, month: 5, day: 4).adding(days: $0).description })
            let blocks = days.map { ($0["blocks"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
            #expect(blocks == [[], [], [block.id], [], [], [], []])
            let day = try await visitor.api(.get, "/api/v1/plan/2026-05-06")
            #expect(NSDictionary(dictionary: days[2]).isEqual(to: day.json))
            let refused = try await visitor.api(.get, "/api/v1/plan/2026-05-32/week")
            #expect(refused.status == .badRequest && refused.errorField == "day")

            let bob = try await database.createUser(username: "bob", password: "correct horse battery", timeZone: "UTC")
            let token = try await database.createToken(owner: bob.id, name: "cli").secret
            var other = Visitor(client)
            let theirs = try await other.api(.get, "/api/v1/plan/2026-05-06/week", token: token)
            #expect(theirs.status == .ok && !theirs.text.contains(block.id))
        }
    }
}

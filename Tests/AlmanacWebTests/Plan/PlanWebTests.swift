import AlmanacCore
import AlmanacStore
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Today for the user `Visitor.setUp` makes (Europe/Berlin).
private var today: LocalDay { LocalDay(containing: Date(), in: TimeZone(identifier: "Europe/Berlin")!) }

@Suite struct PlanWebTests {
    /// Today shows the block that runs now with Start (one tap from the phone's first screen), and
    /// no Start while an intention runs.
    @Test func todayShowsTheBlockOfNowWithStart() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let area = try await database.addArea(owner: owner, name: "Work")
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
            let parts = calendar.dateComponents([.hour, .minute], from: Date())
            let start = ((parts.hour ?? 0) * 60 + (parts.minute ?? 0)) / 15 * 15
            let minutes = min(60, 24 * 60 - start)
            let clock = String(format: "%02d:%02d", start / 60, start % 60)
            let added = try await visitor.post(
                "/plan/\(today)/add", form: ["title": "Deep <work>", "start": clock, "minutes": String(minutes), "link": "area:\(area.id)"])
            #expect(added.status == .seeOther)
            let id = String((added.headers[.location] ?? "").split(separator: "#block-").last ?? "")
            let page = try await visitor.get("/today")
            #expect(page.text.contains("id=\"today-block\"") && page.text.contains(">Now</a>"))
            #expect(page.text.contains("Deep &lt;work&gt;") && page.text.contains("action=\"/plan/blocks/\(id)/start\""))
            let started = try await visitor.post("/plan/blocks/\(id)/start", form: [:])
            #expect(started.status == .seeOther)
            let running = try await visitor.get("/today")
            #expect(running.text.contains("id=\"today-block\"") && !running.text.contains("action=\"/plan/blocks/\(id)/start\""))
            // Another day has no block line.
            let tomorrow = try await visitor.get("/today/\(today.adding(days: 1))")
            #expect(!tomorrow.text.contains("id=\"today-block\""))
        }
    }

    /// Meetings from the person's calendars are busy time on the grid, beside the blocks: on the
    /// wall clock of the day (here the spring DST change in Berlin), a meeting from the evening
    /// before from 00:00, the all-day ones named above the grid, free ones not at all.
    @Test func meetingsFromCalendarsAreBusyTimeOnTheGrid() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let ics = [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN",
                "BEGIN:VEVENT", "UID:late@test", "DTSTAMP:20261101T000000Z", "SUMMARY:Late call",
                "DTSTART;TZID=Europe/Berlin:20270327T230000", "DTEND;TZID=Europe/Berlin:20270328T010000", "END:VEVENT",
                "BEGIN:VEVENT", "UID:review@test", "DTSTAMP:20261101T000000Z", "SUMMARY:Review <draft>",
                "DTSTART;TZID=Europe/Berlin:20270328T101000", "DTEND;TZID=Europe/Berlin:20270328T105000", "END:VEVENT",
                "BEGIN:VEVENT", "UID:holiday@test", "DTSTAMP:20261101T000000Z", "SUMMARY:Holiday",
                "DTSTART;VALUE=DATE:20270328", "DTEND;VALUE=DATE:20270329", "END:VEVENT",
                "BEGIN:VEVENT", "UID:lunch@test", "DTSTAMP:20261101T000000Z", "SUMMARY:Lunch maybe", "TRANSP:TRANSPARENT",
                "DTSTART;TZID=Europe/Berlin:20270328T120000", "DTEND;TZID=Europe/Berlin:20270328T130000", "END:VEVENT",
                "END:VCALENDAR",
            ].joined(separator: "\r\n")
            _ = try await database.addCalendar(owner: owner, name: "Work", fileName: "work.ics", text: ics)
            let page = try await visitor.get("/plan/2027-03-28")
            #expect(page.status == .ok)
            let text = page.text
            // 10:10–10:50 fills the quarter hours 10:00–11:00: row 41 of a grid from 00:00, 4 rows.
            #expect(text.contains("<span class=\"meeting-time\">10:10–10:50</span> Review &lt;draft&gt;"))
            #expect(text.contains("title=\"Review &lt;draft&gt;\"") && text.contains("<p class=\"plan-meta\">Work</p>"))
            #expect(text.contains("class=\"plan-meeting\" data-row=\"41\" data-span=\"4\""))
            // From the evening before: 00:00 to 01:00 of this day.
            #expect(text.contains("Late call") && text.contains("class=\"plan-meeting\" data-row=\"1\" data-span=\"4\""))
            #expect(text.contains("All day: Holiday (Work)"))
            #expect(!text.contains("Lunch maybe"))
            // Meetings are not planned time.
            #expect(text.contains("Planned 0 min"))
            // The day before shows the late call from 23:00.
            let before = try await visitor.get("/plan/2027-03-27")
            let beforeDay = before.text.components(separatedBy: "class=\"plan-week\"")[0]
            #expect(beforeDay.contains("Late call") && !beforeDay.contains("Review &lt;draft&gt;"))
            // The week below draws both days' meetings, each in its own day's column.
            let sunday = try #require(before.text.components(separatedBy: "data-day=\"2027-03-28\"").last)
            #expect(sunday.contains("Review &lt;draft&gt;"))
        }
    }

    @Test func aBlockIsAddedFromTheFormShownOnTheGridAndStartedInOneTap() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let area = try await database.addArea(owner: owner, name: "Work")
            let empty = try await visitor.get("/plan")
            #expect(empty.status == .ok && empty.text.contains("Add a block") && empty.text.contains("Planned 0 min"))

            let added = try await visitor.post(
                "/plan/\(today)/add", form: ["title": "Write report", "start": "09:15", "minutes": "45", "link": "area:\(area.id)"])
            #expect(added.status == .seeOther)
            let location = try #require(added.headers[.location])
            #expect(location.hasPrefix("/plan/\(today)#block-"))
            let page = try await visitor.get("/plan/\(today)")
            #expect(page.text.contains("Write report") && page.text.contains("09:15–10:00") && page.text.contains("data-row=\"14\""))
            #expect(page.text.contains("data-span=\"3\"") && page.text.contains("Planned 45 min"))
            let id = String(location.split(separator: "#block-").last ?? "")

            let started = try await visitor.post("/plan/blocks/\(id)/start", form: [:])
            #expect(started.status == .seeOther && started.headers[.location] == "/focus")
            let running = try #require(try await database.runningIntention(owner: owner))
            #expect(running.what == "Write report" && running.plannedMinutes == 45 && running.blockId == id)
            let after = try await visitor.get("/plan/\(today)")
            #expect(after.text.contains("plan-block ran") && after.text.contains("Ran "))
            // A block that ran is not removed.
            let removed = try await visitor.post("/plan/blocks/\(id)/delete", form: [:])
            #expect(removed.status == .seeOther)
            #expect(try await database.blocks(owner: owner, from: today, through: today).count == 1)
        }
    }

    @Test func aRefusedFormKeepsItsValuesAndNamesTheField() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let area = try await database.addArea(owner: owner, name: "Work")
            let offGrid = try await visitor.post(
                "/plan/\(today)/add", form: ["title": "Typed <b>", "start": "09:10", "minutes": "45", "link": "area:\(area.id)"])
            #expect(offGrid.status == .badRequest && offGrid.text.contains("id=\"start-error\""))
            #expect(offGrid.text.contains("value=\"Typed &lt;b&gt;\"") && offGrid.text.contains("role=\"alert\""))
            let noLink = try await visitor.post("/plan/\(today)/add", form: ["title": "X", "start": "09:00", "minutes": "45"])
            #expect(noLink.status == .badRequest && noLink.text.contains("id=\"link-error\""))
            let late = try await visitor.post(
                "/plan/\(today)/add", form: ["title": "X", "start": "23:30", "minutes": "60", "link": "area:\(area.id)"])
            #expect(late.status == .badRequest && late.text.contains("id=\"minutes-error\""))
            #expect(try await database.blocks(owner: owner, from: today, through: today).isEmpty)
            #expect(try await visitor.get("/plan/2026-02-30").status == .badRequest)
        }
    }

    @Test func theAPIPlansMovesStartsAndRemovesBlocks() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let area = try await database.addArea(owner: owner, name: "Work")
            let body = #"{"title": "Plan Q3", "day": "\#(today)", "start": "13:00", "minutes": 60, "areaId": "\#(area.id)"}"#
            let created = try await visitor.api(.post, "/api/v1/plan/blocks", json: body)
            #expect(created.status == .created)
            let id = try #require(created.json["id"] as? String)
            #expect(created.json["end"] as? String == "14:00" && created.json["color"] as? String == area.color)

            let moved = try await visitor.api(
                .patch, "/api/v1/plan/blocks/\(id)", json: #"{"start": "15:30", "minutes": 30, "reason": "Lunch ran over"}"#)
            #expect(moved.status == .ok && moved.json["start"] as? String == "15:30" && moved.json["end"] as? String == "16:00")
            let tooLong = try await visitor.api(.patch, "/api/v1/plan/blocks/\(id)", json: #"{"minutes": 600}"#)
            #expect(tooLong.status == .unprocessableContent && tooLong.errorField == "minutes")
            let badStart = try await visitor.api(.patch, "/api/v1/plan/blocks/\(id)", json: #"{"start": "15:40"}"#)
            #expect(badStart.status == .badRequest && badStart.errorField == "start")

            let day = try await visitor.api(.get, "/api/v1/plan/today")
            #expect(day.status == .ok && (day.json["blocks"] as? [[String: Any]])?.count == 1 && day.json["plannedMinutes"] as? Int == 30)

            let started = try await visitor.api(.post, "/api/v1/plan/blocks/\(id)/start")
            #expect(started.status == .created && started.json["what"] as? String == "Plan Q3")
            let again = try await visitor.api(.post, "/api/v1/plan/blocks/\(id)/start")
            #expect(again.status == .conflict)
            let refused = try await visitor.api(.delete, "/api/v1/plan/blocks/\(id)")
            #expect(refused.status == .conflict)

            let other = try await visitor.api(.post, "/api/v1/plan/blocks", json: body)
            let otherId = try #require(other.json["id"] as? String)
            #expect(try await visitor.api(.delete, "/api/v1/plan/blocks/\(otherId)?reason=Twice").status == .noContent)
            #expect(try await visitor.api(.delete, "/api/v1/plan/blocks/\(otherId)?reason=Twice").status == .notFound)
        }
    }

    @Test func aStartedDaysBlockMovesWithAReasonAndAPastOneAsksWhatBecameOfIt() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let area = try await database.addArea(owner: owner, name: "Work")
            let yesterday = today.adding(days: -1)
            let past = try await database.addBlock(
                owner: owner,
                TimeBlockDraft(title: "Missed it", day: yesterday, start: try WallClockTime("09:00"), minutes: 30, areaId: area.id))
            let page = try await visitor.get("/plan/\(yesterday)")
            #expect(page.text.contains("What became of it?") && page.text.contains("name=\"reason\""))
            let noReason = try await visitor.post("/plan/blocks/\(past.id)", form: ["start": "10:00", "back": yesterday.description])
            #expect(noReason.status == .seeOther)
            #expect(try await database.planBlock(owner: owner, id: past.id).startMinute == 540)
            let refused = try await visitor.post("/plan/blocks/\(past.id)/disposition", form: ["disposition": "dropped"])
            #expect(refused.status == .seeOther)
            let untouched = try await database.planBlock(owner: owner, id: past.id)
            #expect(untouched.disposition == nil)
            let disposed = try await visitor.post(
                "/plan/blocks/\(past.id)/disposition", form: ["disposition": "dropped", "cause": "internal"])
            #expect(disposed.status == .seeOther)
            #expect(try await visitor.get("/plan/\(yesterday)").text.contains("Missed: Dropped · Internal trigger"))

            let json = try await visitor.api(
                .patch, "/api/v1/plan/blocks/\(past.id)", json: #"{"start": "11:00", "reason": "Rescheduled after the fact"}"#)
            #expect(json.status == .ok && (json.json["versions"] as? [[String: Any]])?.first?["start"] as? String == "09:00")
            let noQuery = try await visitor.api(.delete, "/api/v1/plan/blocks/\(past.id)")
            #expect(noQuery.status == .badRequest && noQuery.errorField == "reason")
            #expect(try await visitor.api(.delete, "/api/v1/plan/blocks/\(past.id)?reason=Not%20needed").status == .noContent)
            let day = try await visitor.api(.get, "/api/v1/plan/\(yesterday)")
            #expect((day.json["dropped"] as? [[String: Any]])?.first?["reason"] as? String == "Not needed")
        }
    }
}

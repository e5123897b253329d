import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct CalendarsWebTests {
    /// A daily meeting from ten days ago at 09:00 Berlin, with markup in its title, and an all-day event today.
    static func feed(today: LocalDay) -> String {
        let start = (today.adding(days: -10)).description.replacingOccurrences(of: "-", with: "")
        let day = today.description.replacingOccurrences(of: "-", with: "")
        return
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nSUMMARY:<b>Standup</b>\r\nDTSTART;TZID=Europe/Berlin:\(start)T090000\r\nDTEND;TZID=Europe/Berlin:\(start)T091500\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:b\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:\(day)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    static func multipart(_ file: String, boundary: String) -> String {
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"work.ics\"\r\nContent-Type: text/calendar\r\n\r\n\(file)\r\n--\(boundary)--\r\n"
    }

    @Test func anUploadedCalendarShowsItsMeetingsOnThePageAndOnTodayEscaped() async throws {
        let (_, app) = try await makeApp()
        let today = LocalDay(containing: Date(), in: TimeZone(identifier: "Europe/Berlin")!)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let empty = try await visitor.get("/calendars")
            #expect(empty.status == .ok && empty.text.contains("Add a calendar below"))
            let boundary = "calendarboundary"
            let posted = try await visitor.send(
                .post, "/calendars/upload?_csrf=\(visitor.csrf)", headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
                body: Self.multipart(Self.feed(today: today), boundary: boundary))
            #expect(posted.status == .seeOther)
            let page = try await visitor.get("/calendars")
            #expect(page.text.contains("&lt;b&gt;Standup&lt;/b&gt;") && !page.text.contains("<b>Standup"))
            #expect(page.text.contains("09:00–09:15"))
            #expect(page.text.contains("Offsite"))
            let todayPage = try await visitor.get("/today")
            #expect(todayPage.text.contains("id=\"today-meetings\""))
            #expect(todayPage.text.contains("Offsite"))
            // Not an iCalendar file: the page again, 400, the message beside the file field.
            let refused = try await visitor.send(
                .post, "/calendars/upload?_csrf=\(visitor.csrf)", headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
                body: Self.multipart("Buy milk", boundary: boundary))
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("not an iCalendar file"))
        }
    }

    @Test func theAPIAddsListsRenamesReadsEventsAndRemoves() async throws {
        let (_, app) = try await makeApp()
        let today = LocalDay(containing: Date(), in: TimeZone(identifier: "Europe/Berlin")!)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let body = try JSONSerialization.data(withJSONObject: ["ics": Self.feed(today: today), "fileName": "work.ics", "name": "Work"])
            let created = try await visitor.api(.post, "/api/v1/calendars", json: String(decoding: body, as: UTF8.self))
            #expect(created.status == .created)
            let id = try #require(created.json["id"] as? String)
            #expect(created.json["source"] as? String == "file")
            let events = try await visitor.api(.get, "/api/v1/calendars/\(id)/events?from=\(today)&to=\(today)")
            #expect(events.status == .ok)
            #expect(events.jsonArray.map { $0["title"] as? String } == ["Offsite", "<b>Standup</b>"])
            let renamed = try await visitor.api(.patch, "/api/v1/calendars/\(id)", json: ##"{"name": "Office", "color": "#123456"}"##)
            #expect(renamed.json["name"] as? String == "Office")
            let badColor = try await visitor.api(.patch, "/api/v1/calendars/\(id)", json: #"{"color": "blue"}"#)
            #expect(badColor.status == .badRequest && badColor.errorField == "color")
            let tooLong = try await visitor.api(.get, "/api/v1/calendars/\(id)/events?from=2026-01-01&to=2028-01-01")
            #expect(tooLong.status == .badRequest && tooLong.errorField == "to")
            let fromFile = try await visitor.api(.post, "/api/v1/calendars/\(id)/fetch")
            #expect(fromFile.status == .conflict)
            #expect(try await visitor.api(.delete, "/api/v1/calendars/\(id)").status == .noContent)
            #expect(try await visitor.api(.get, "/api/v1/calendars/\(id)").status == .notFound)
        }
    }

    @Test func anAddressOnThisMachineIsRefusedAsWebhooksAreAndTheErrorShown() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            // Refused when saved (it used to be saved, then refused at every fetch), naming the field.
            let refused = try await visitor.api(.post, "/api/v1/calendars", json: #"{"url": "webcal://127.0.0.1:9/secret.ics"}"#)
            #expect(refused.status == .badRequest && refused.errorField == "url")
            #expect(((refused.json["error"] as? [String: Any])?["message"] as? String)?.contains("loopback") == true)
            let form = try await visitor.post("/calendars", form: ["name": "Home", "url": "http://192.168.1.10/cal.ics"])
            #expect(form.status == .badRequest)
            #expect(form.text.contains("a loopback, link-local or private address"))
            #expect(form.text.contains(#"value="http://192.168.1.10/cal.ics""#))
            #expect(try await visitor.api(.get, "/api/v1/calendars").jsonArray.isEmpty)
            let bad = try await visitor.api(.post, "/api/v1/calendars", json: #"{"url": "gopher://example.com/x"}"#)
            #expect(bad.status == .badRequest && bad.errorField == "url")
        }
    }
}

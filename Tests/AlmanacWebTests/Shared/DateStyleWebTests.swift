import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import HummingbirdTesting
import Testing

/// One date style per person (issue 30): every page writes dates in the order the person chose
/// on the settings page or through the API, defaulted from their zone; a wrong value is refused
/// naming the field.
@Suite struct DateStyleWebTests {
    /// Monday 30 November 2026, 18:34 in Berlin.
    static let evening = Date(timeIntervalSince1970: 1_796_060_040)
    /// 04:30 UTC on 1 December: 23:30 on Monday 30 November in New York.
    static let newYorkLateNight = Date(timeIntervalSince1970: 1_796_099_400)

    @Test func pagesWriteDatesInThePersonsStyleFromTheirZoneThenTheirSetting() async throws {
        let clock = TestClock(Self.evening)
        let database = try await TestEngine.database(now: { clock.now })
        let app = buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning))
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()  // Europe/Berlin: day first until chosen
            #expect(try await visitor.api(.get, "/api/v1/me").json["dateOrder"] as? String == "dayMonth")
            let today = try await visitor.get("/today/2026-11-30").text
            #expect(today.contains("Monday 30 November"))
            #expect(try await visitor.get("/week").text.contains("Week of 30 Nov"))

            let saved = try await visitor.post("/settings/profile", form: ["dateOrder": "monthDay"])
            #expect(saved.status == .seeOther)
            let monthFirst = try await visitor.get("/today/2026-11-30").text
            #expect(monthFirst.contains("Monday, November 30"))
            #expect(!monthFirst.contains("30 November"))
            #expect(try await visitor.get("/week").text.contains("Week of Nov 30"))
            let settings = try await visitor.get("/settings").text
            #expect(settings.contains(#"<option value="monthDay" selected"#))
            #expect(settings.matches(of: /name="dateOrder"/).count == 1, "one date style, asked once")

            // Near midnight in New York the day is still the 30th there, written month first.
            let zone = try await visitor.api(.patch, "/api/v1/me", json: #"{"timeZone": "America/New_York", "dateOrder": "monthDay"}"#)
            #expect(zone.status == .ok && zone.json["dateOrder"] as? String == "monthDay")
            clock.set(Self.newYorkLateNight)
            #expect(try await visitor.get("/today/2026-11-30").text.contains("Monday, November 30"))
            let back = try await visitor.api(.patch, "/api/v1/me", json: #"{"dateOrder": "dayMonth"}"#)
            #expect(back.json["dateOrder"] as? String == "dayMonth")
            #expect(try await visitor.get("/week").text.contains("Week of 30 Nov"))
        }
    }

    @Test func anUnknownDateStyleIsRefusedNamingTheFieldAndChangesNothing() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let api = try await visitor.api(.patch, "/api/v1/me", json: #"{"dateOrder": "yearFirst", "displayName": "Changed"}"#)
            #expect(api.status == .badRequest && api.errorField == "dateOrder")
            let form = try await visitor.post("/settings/profile", form: ["dateOrder": "yearFirst", "displayName": "Changed"])
            #expect(form.status == .badRequest && form.text.contains("dayMonth (30/11) or monthDay (11/30)"))
            let user = try await database.user(named: "ada")
            #expect(user.dateOrder == .dayMonth && user.displayName == "ada")
        }
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// The order of Today's cards: the standard one leads with the to-dos; a person sets their own on
/// the settings page or through the API.
@Suite struct TodayCardOrderWebTests {
    static func positions(_ html: String, of markers: [String]) -> [Int] {
        markers.map { html.range(of: $0).map { html.distance(from: html.startIndex, to: $0.lowerBound) } ?? -1 }
    }

    @Test func todayLeadsWithTheTodosAndFollowsTheOrderSet() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let standard = try await visitor.get("/today").text
            let todos = Self.positions(standard, of: ["id=\"todos\"", "class=\"card today-focus\"", "id=\"standup\""])
            #expect(todos[0] >= 0 && todos[0] < todos[1] && todos[1] < todos[2], "to-dos, then focus, then the standup")
            let form: [(String, String)] = [
                ("activeStart", "09:00"), ("activeEnd", "17:00"), ("activeDay", "2"), ("sprintLength", "1"), ("questions", "One"),
                ("todayCard", "standup"), ("todayCard", "focus"), ("todayCard", "todos"),
            ]
            let saved = try await visitor.post("/week/settings", pairs: form)
            #expect(saved.status == .seeOther)
            let settingsPage = try await visitor.get("/week/settings").text
            #expect(settingsPage.contains("Order of Today&#39;s cards"))
            let mine = Self.positions(
                try await visitor.get("/today").text, of: ["id=\"standup\"", "class=\"card today-focus\"", "id=\"todos\""])
            #expect(mine[0] >= 0 && mine[0] < mine[1] && mine[1] < mine[2], "standup, focus, to-dos as set")
            let api = try await visitor.api(.get, "/api/v1/system/settings")
            #expect((api.json["todayCards"] as? [String])?.prefix(3) == ["standup", "focus", "todos"])
            // A card twice is refused with the field named, and nothing changes.
            let twice = try await visitor.post(
                "/week/settings", pairs: form.filter { $0.0 != "todayCard" } + [("todayCard", "todos"), ("todayCard", "todos")])
            #expect(twice.status == .badRequest && twice.text.contains("chosen twice"))
            let refused = try await visitor.api(
                .put, "/api/v1/system/settings",
                json:
                    #"{"activeStart": "08:00", "activeEnd": "16:00", "activeWeekdays": [2], "sprintLength": 1, "dayModules": [], "standupQuestions": ["Q"], "todayCards": ["weather"]}"#
            )
            #expect(refused.status == .badRequest && refused.errorField == "todayCards")
            let after = try await visitor.api(.get, "/api/v1/system/settings")
            #expect((after.json["todayCards"] as? [String])?.first == "standup")
        }
    }
}

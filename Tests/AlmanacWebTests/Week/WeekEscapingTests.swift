import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Stored text on every Week and Today page is shown as text, never as markup (issue 19).
@Suite struct WeekEscapingTests {
    @Test func areasGoalsRetrospectivesStandupsAndDayModulesAreEscaped() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-escaping-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, app) = try await makeApp(folder: folder)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let today = todayInBerlin()
            let area = try #require(
                try await visitor.apiOK(.post, "/api/v1/areas", json: #"{"name": \#(json(Payload.text)), "icon": "🏡"}"#)["id"] as? String)
            let goal = #"{"title": \#(json(Payload.text)), "areaId": "\#(area)", "estimateHours": 2}"#
            _ = try await visitor.apiOK(.post, "/api/v1/weeks/today/goals", json: goal)
            _ = try await visitor.apiOK(
                .put, "/api/v1/weeks/today/retrospective", json: #"{"wentWell": \#(json(Payload.text)), "improve": \#(json(Payload.text))}"#
            )
            _ = try await visitor.apiOK(.post, "/api/v1/weeks/today/action-items", json: #"{"text": \#(json(Payload.text))}"#)
            let answers = [Payload.text, Payload.text, Payload.text].map(json).joined(separator: ", ")
            _ = try await visitor.apiOK(.put, "/api/v1/standups/today", json: #"{"answers": [\#(answers)]}"#)
            _ = try await visitor.apiOK(
                .put, "/api/v1/days/today/health", json: #"{"weightKg": 70, "notes": \#(json(Payload.text))}"#)
            _ = try await visitor.apiOK(
                .put, "/api/v1/days/today/workout",
                json: #"{"type": \#(json(Payload.text)), "minutes": 30, "notes": \#(json(Payload.text))}"#)
            _ = try await visitor.apiOK(.put, "/api/v1/days/today/review", json: #"{"text": \#(json(Payload.text))}"#)
            let png = [UInt8]([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 1, count: 56))
            let upload = try await visitor.send(
                .post, "/api/v1/days/\(today)/photos?caption=\(Visitor.encode(Payload.text))",
                headers: [.contentType: "image/png", HTTPField.Name("X-CSRF-Token")!: visitor.csrf], bytes: ByteBuffer(bytes: png))
            #expect(upload.status == .created, "\(upload.text)")
            // A to-do for today tied to the goal's area, as Today lists it.
            _ = try await visitor.apiOK(
                .post, "/api/v1/tasks", json: #"{"title": \#(json(Payload.text)), "when": "\#(today)", "areaId": "\#(area)"}"#)

            for path in ["/week", "/week/\(today)", "/week/areas", "/today", "/today/\(today)"] {
                try await expectPayloadsEscaped(&visitor, path)
            }
            _ = try await visitor.apiOK(.post, "/api/v1/weeks/today/start")
            for path in ["/week", "/week/past", "/week/settings", "/today"] {
                try await expectPayloadsEscaped(
                    &visitor, path, shows: ["/week/settings", "/week/past"].contains(path) ? [] : [Payload.tagEscaped])
            }
        }
    }
}

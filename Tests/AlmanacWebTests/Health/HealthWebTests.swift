import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@Suite struct HealthWebTests {
    static func record(_ type: String, _ source: String, _ unit: String, _ start: String, _ end: String, _ value: String) -> String {
        "<Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"\(source)\" unit=\"\(unit)\" startDate=\"\(start)\" endDate=\"\(end)\" value=\"\(value)\"/>"
    }

    static let export =
        "<?xml version=\"1.0\"?>\n<HealthData>\n"
        + [
            record("ActiveEnergyBurned", "Ann’s Apple Watch", "kcal", "2024-01-10 08:00:00 +0100", "2024-01-10 08:20:00 +0100", "30"),
            record(
                "ActiveEnergyBurned", "&lt;b&gt;Phone&lt;/b&gt; iPhone", "kcal", "2024-01-10 08:05:00 +0100", "2024-01-10 08:15:00 +0100",
                "30"),
            record("StepCount", "Ann’s Apple Watch", "count", "2024-01-10 10:00:00 +0100", "2024-01-10 11:00:00 +0100", "4321"),
            record("BodyMass", "Scale", "kg", "2024-01-10 07:00:00 +0100", "2024-01-10 07:00:00 +0100", "71.5"),
        ].joined(separator: "\n") + "\n</HealthData>\n"

    static func multipart(_ file: String, name: String, boundary: String) -> String {
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\nContent-Type: text/xml\r\n\r\n\(file)\r\n--\(boundary)--\r\n"
    }

    @Test func thePageImportsAFileAndShowsTheDaysAndSourcesEscaped() async throws {
        let (_, app) = try makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let empty = try await visitor.get("/food/health")
            #expect(empty.status == .ok)
            #expect(empty.text.contains("Nothing imported yet."))
            let boundary = "healthboundary"
            let posted = try await visitor.send(
                .post, "/food/health/import?_csrf=\(visitor.csrf)", headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
                body: Self.multipart(Self.export, name: "export.xml", boundary: boundary))
            #expect(posted.status == .seeOther)
            let page = try await visitor.get("/food/health")
            #expect(page.text.contains("Imported 4 records from “export.xml”: 1 days"))
            #expect(page.text.contains("2024-01-10"))
            #expect(page.text.contains("4321"))
            #expect(page.text.contains("71.5"))
            #expect(page.text.contains("&lt;b&gt;Phone&lt;/b&gt; iPhone"))
            #expect(!page.text.contains("<b>Phone"))
            // A broken file is refused on the page with its line, status 400, nothing written.
            let broken = try await visitor.send(
                .post, "/food/health/import?_csrf=\(visitor.csrf)", headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
                body: Self.multipart(
                    Self.export.replacingOccurrences(of: "value=\"4321\"", with: "value=4321"), name: "b.xml", boundary: boundary))
            #expect(broken.status == .badRequest)
            #expect(broken.text.contains("Line 5:"))
        }
    }

    @Test func theAPIImportsStreamingAndListsDays() async throws {
        let (database, app) = try makeApp()
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "Europe/Paris")
        let token = try await database.createToken(owner: user.id, name: "tests").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let imported = try await visitor.send(
                .post, "/api/v1/health/imports?name=export.xml",
                headers: [.authorization: "Bearer \(token)", .contentType: "application/xml"], bytes: ByteBuffer(string: Self.export))
            #expect(imported.status == .created)
            #expect(imported.json["records"] as? Int == 4)
            #expect(imported.json["days"] as? Int == 1)
            let again = try await visitor.send(
                .post, "/api/v1/health/imports", headers: [.authorization: "Bearer \(token)", .contentType: "application/xml"],
                bytes: ByteBuffer(string: Self.export))
            #expect(again.json["daysChanged"] as? Int == 0)
            let days = try await visitor.api(.get, "/api/v1/health/days?from=2024-01-01&to=2024-01-31", token: token)
            #expect(days.status == .ok)
            let day = try #require(days.jsonArray.first)
            #expect(day["day"] as? String == "2024-01-10")
            #expect(day["activeKcal"] as? Double == 30)
            #expect(day["steps"] as? Double == 4321)
            #expect(day["weightKg"] as? Double == 71.5)
            #expect(day["sleepMinutes"] == nil)
            let bad = try await visitor.api(.get, "/api/v1/health/days?from=2024-02-01&to=2024-01-01", token: token)
            #expect(bad.status == .badRequest)
            let broken = try await visitor.send(
                .post, "/api/v1/health/imports", headers: [.authorization: "Bearer \(token)", .contentType: "text/csv"],
                bytes: ByteBuffer(string: "type,start,end,value,unit,source\nsteps,2024-01-10T10:00:00Z,2024-01-10T11:00:00Z,ten,count,A\n")
            )
            #expect(broken.status == .badRequest)
            #expect(broken.errorField == "file")
            #expect(broken.text.contains("Line 2:"))
        }
    }
}

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
        let (_, app) = try await makeApp()
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
        let (database, app) = try await makeApp()
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

    /// Four weeks of logs and weigh-ins: the Food day page, the day's JSON and the Health data page
    /// all say the ledger's "burned" is the learnt figure, in the same words.
    @Test func theLedgerSaysItUsesTheLearntExpenditure() async throws {
        let (database, app) = try await makeApp()
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "UTC")
        let token = try await database.createToken(owner: user.id, name: "tests").secret
        let utc = TimeZone(identifier: "UTC")!
        let today = user.preferences.today(at: database.now())
        var weight = 80.0
        for back in (1...28).reversed() {
            let start = today.adding(days: -back).start(in: utc)
            _ = try await database.addWeight(owner: user.id, kilograms: weight, at: start.addingTimeInterval(7 * 3600))
            _ = try await database.quickAdd(owner: user.id, kcal: 2000, meal: .lunch, at: start.addingTimeInterval(12 * 3600))
            weight += (2000 - 2400) / Expenditure.kcalPerKg
        }
        let burned = try await database.foodDay(owner: user.id, day: today).summary.burned
        #expect(abs(burned.totalKcal - 2400) < 1)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let day = try await visitor.api(.get, "/api/v1/food/days/\(today)", token: token)
            #expect(day.status == .ok)
            #expect(day.json["basalSource"] as? String == "learnt")
            #expect(day.json["burnedKcal"] as? Double == burned.totalKcal)
            let note = try #require(day.json["burnedNote"] as? String)
            #expect(note.hasPrefix("Burned 2400 kcal: learnt from 28 logged days of intake and 28 weigh-ins"))
            _ = try await visitor.get("/signin")
            _ = try await visitor.post("/signin", form: ["username": "ann", "password": "correct horse"])
            let page = try await visitor.get("/food")
            #expect(page.status == .ok)
            #expect(page.text.contains(note))
            let health = try await visitor.get("/food/health")
            #expect(health.text.contains(note))
        }
    }

    /// A streamed upload above 21 MiB with an Idempotency-Key: imported once; the retry with the
    /// same key and bytes gets the stored answer (no second import), other bytes are refused.
    @Test func aLargeUploadWithAnIdempotencyKeyIsImportedOnceAndReplayed() async throws {
        let (database, app) = try await makeApp()
        let user = try await database.createUser(username: "ann", password: "correct horse", timeZone: "Europe/Paris")
        let token = try await database.createToken(owner: user.id, name: "tests").secret
        // 22 MiB: the export with whitespace between its records, as a pretty-printed file has.
        let padding = String(repeating: " ", count: 22 * 1024 * 1024)
        let large = Self.export.replacingOccurrences(of: "<HealthData>\n", with: "<HealthData>\n" + padding + "\n")
        #expect(large.utf8.count > 22 * 1024 * 1024)
        let headers: HTTPFields = [
            .authorization: "Bearer \(token)", .contentType: "application/xml", HTTPField.Name("Idempotency-Key")!: "large-export-1",
        ]
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let first = try await visitor.send(
                .post, "/api/v1/health/imports?name=export.xml", headers: headers, bytes: ByteBuffer(string: large))
            #expect(first.status == .created, "\(first.text.prefix(300))")
            #expect(first.json["records"] as? Int == 4)
            #expect(first.headers[HTTPField.Name("Idempotent-Replayed")!] == nil)
            let again = try await visitor.send(
                .post, "/api/v1/health/imports?name=export.xml", headers: headers, bytes: ByteBuffer(string: large))
            #expect(again.status == .created)
            #expect(again.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
            #expect(again.text == first.text)
            #expect(try await database.healthPage(owner: user.id, today: LocalDay(year: 2024, month: 1, day: 11)).imports.count == 1)
            // The same key with other bytes (one space more) is refused, and imports nothing.
            let other = try await visitor.send(
                .post, "/api/v1/health/imports?name=export.xml", headers: headers, bytes: ByteBuffer(string: large + " "))
            #expect(other.status == .unprocessableContent)
            #expect(try await database.healthPage(owner: user.id, today: LocalDay(year: 2024, month: 1, day: 11)).imports.count == 1)
        }
    }

    /// The page's form carries an upload id and where its progress is; the import reports its
    /// reading there (bytes read of all) for its owner only.
    @Test func thePageImportReportsItsProgressByUploadId() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let page = try await visitor.get("/food/health")
            let upload = try #require(
                page.text.firstMatch(of: #/data-progress="/api/v1/health/imports/([0-9A-F-]{36})/progress"/#)?.output.1)
            #expect(page.text.contains("value=\"\(upload)\""))
            #expect(page.text.contains("data-widget=\"healthimport\""))
            let waiting = try await visitor.api(.get, "/api/v1/health/imports/\(upload)/progress")
            #expect(waiting.json["phase"] as? String == "waiting")
            let boundary = "healthboundary"
            let body =
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"upload\"\r\n\r\n\(upload)\r\n"
                + Self.multipart(Self.export, name: "export.xml", boundary: boundary)
            let posted = try await visitor.send(
                .post, "/food/health/import?_csrf=\(visitor.csrf)", headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
                body: body)
            #expect(posted.status == .seeOther)
            let finished = try await visitor.api(.get, "/api/v1/health/imports/\(upload)/progress")
            #expect(finished.json["phase"] as? String == "finished")
            #expect(finished.json["total"] as? Int == Self.export.utf8.count)
            #expect(finished.json["done"] as? Int == Self.export.utf8.count)
            // Another user sees nothing of it.
            let other = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
            let token = try await database.createToken(owner: other.id, name: "tests").secret
            let theirs = try await visitor.api(.get, "/api/v1/health/imports/\(upload)/progress", token: token)
            #expect(theirs.json["phase"] as? String == "waiting")
        }
    }
}

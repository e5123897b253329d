import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import AlmanacWeb

private let boundary = "----AlmanacLifts7MA4YWxkTrZu0gW"
private let multipartType = "multipart/form-data; boundary=\(boundary)"

/// A multipart/form-data body as a browser sends the record form.
private func recordForm(fields: [(String, String)], file: String? = nil) -> ByteBuffer {
    var body = ""
    for (name, value) in fields {
        body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
    }
    body +=
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(file == nil ? "" : "set.txt")\"\r\nContent-Type: text/plain\r\n\r\n\(file ?? "")\r\n"
    body += "--\(boundary)--\r\n"
    return ByteBuffer(string: body)
}

private func simulated(reps: Int = 5, load: Double = 100, tiltRep: Int? = nil) -> String {
    LiftSimulator.run(.init(kind: .squat, reps: reps, loadKg: load, tiltRep: tiltRep)).text
}

@Suite struct LiftsWebTests {
    @Test func recordingAFileShowsTheSetWithRepsAdviceAndCharts() async throws {
        let (_, app) = try makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let home = try await visitor.get("/lifts")
            #expect(home.status == .ok)
            #expect(home.text.contains("Start lifting"))
            #expect(try await visitor.get("/lifts/record").status == .ok)

            let body = recordForm(
                fields: [("lift", "squat"), ("load", "100"), ("goalReps", "5"), ("stream", "")], file: simulated(tiltRep: 3))
            let posted = try await visitor.send(
                .post, "/lifts/record?_csrf=\(visitor.csrf)", headers: [.contentType: multipartType], bytes: body)
            #expect(posted.status == .seeOther, "\(posted.text)")
            let location = try #require(posted.headers[.location])
            #expect(location.hasPrefix("/lifts/sets/"))

            let page = try await visitor.get(location)
            #expect(page.status == .ok)
            #expect(page.text.contains("Recorded 5 reps."))
            #expect(page.text.contains("Rep 3: the bar tilted"))
            #expect(page.text.contains("Mean velocity per rep"))
            #expect(page.text.components(separatedBy: "<rect class=\"rep-bar").count - 1 == 5)
            #expect(page.text.contains("lift-rep-band"))
            #expect(page.text.contains("Pitch and roll"))

            let sets = try await visitor.api(.get, "/api/v1/lifts/sessions")
            let session = try #require(sets.jsonArray.first)
            let sessionId = try #require(session["id"] as? String)
            let sessionPage = try await visitor.get("/lifts/sessions/\(sessionId)")
            #expect(sessionPage.status == .ok && sessionPage.text.contains("100 kg"))
            let history = try await visitor.get("/lifts")
            #expect(history.text.contains("5/5 reps"))
            #expect(try await visitor.get("/lifts/profile?lift=squat").status == .ok)
            // The stream downloads as it was sent.
            let setId = String(location.dropFirst("/lifts/sets/".count))
            let stream = try await visitor.get("/lifts/sets/\(setId)/stream")
            #expect(stream.text == simulated(tiltRep: 3))
        }
    }

    @Test func aRefusedRecordFormKeepsWhatWasTypedAndSaysWhy() async throws {
        let (database, app) = try makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let garbage = recordForm(fields: [("lift", "bench"), ("load", "82.5"), ("goalReps", "8"), ("stream", "hello\nworld\n")])
            let refused = try await visitor.send(
                .post, "/lifts/record?_csrf=\(visitor.csrf)", headers: [.contentType: multipartType], bytes: garbage)
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("no usable samples"))
            #expect(refused.text.contains("value=\"82.5\""))
            #expect(refused.text.contains("<option value=\"bench\" selected"))
            let badLoad = recordForm(fields: [("load", "-3"), ("stream", simulated())])
            let outOfRange = try await visitor.send(
                .post, "/lifts/record?_csrf=\(visitor.csrf)", headers: [.contentType: multipartType], bytes: badLoad)
            #expect(outOfRange.status.code == 422)
            #expect(outOfRange.text.contains("id=\"load-error\""))
            let user = try await database.user(named: "ada")
            #expect(try await database.liftSessions(owner: user.id).isEmpty)
        }
    }

    @Test func theAPIRecordsAnalysesAndRefusesWhatItCannotRead() async throws {
        let (database, app) = try makeApp()
        let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        let token = try await database.createToken(owner: ada.id, name: "tests").secret
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let bobToken = try await database.createToken(owner: bob.id, name: "tests").secret
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let adaToken = token
            func call(_ method: HTTPRequest.Method, _ path: String, text: String? = nil, json: String? = nil, as secret: String? = nil)
                async throws -> TestResponse
            {
                let type = text == nil ? "application/json" : "text/plain"
                return try await visitor.send(
                    method, path, headers: [.authorization: "Bearer \(secret ?? adaToken)", .contentType: type], body: text ?? json)
            }
            let created = try await call(.post, "/api/v1/lifts/sessions", json: #"{"name": "Squat day", "day": "2026-11-20"}"#)
            #expect(created.status == .created)
            let sessionId = try #require(created.json["id"] as? String)
            #expect(created.json["day"] as? String == "2026-11-20")

            let uploaded = try await call(
                .post, "/api/v1/lifts/sessions/\(sessionId)/stream?lift=squat&load=100&goalReps=5", text: simulated())
            #expect(uploaded.status == .created, "\(uploaded.text)")
            let setId = try #require(uploaded.json["id"] as? String)
            #expect(uploaded.json["reps"] as? Int == 5)
            let analysis = try #require(uploaded.json["analysis"] as? [String: Any])
            #expect((analysis["reps"] as? [[String: Any]])?.count == 5)

            #expect(try await call(.get, "/api/v1/lifts/sets/\(setId)").json["loadKg"] as? Double == 100)
            #expect(try await call(.get, "/api/v1/lifts/sessions/\(sessionId)").json["sets"] as? [[String: Any]] != nil)
            #expect(try await call(.post, "/api/v1/lifts/sets/\(setId)/reanalyze").json["reps"] as? Int == 5)
            #expect(try await call(.get, "/api/v1/lifts/sets/\(setId)/stream").text == simulated())
            let analyzed = try await call(.post, "/api/v1/lifts/analyze?lift=squat&rate=20", text: simulated(reps: 3))
            #expect((analyzed.json["reps"] as? [[String: Any]])?.count == 3)
            #expect(try await call(.get, "/api/v1/lifts/profile?lift=squat").json["lift"] as? String == "squat")
            #expect(try await call(.get, "/api/v1/lifts/simulate?reps=2&noise=spiky").text.contains("s:"))
            let template = try await call(
                .post, "/api/v1/lifts/templates", json: #"{"lift": "squat", "loadKg": 100, "goalReps": 5, "sets": 5}"#)
            #expect(template.json["name"] as? String == "Squat 5×5 @ 100 kg")
            #expect(try await call(.get, "/api/v1/lifts/templates").jsonArray.count == 1)

            // No usable samples: 400 naming the stream and the reason.
            let unusable = try await call(.post, "/api/v1/lifts/sessions/\(sessionId)/stream", text: "s:0\ns:0\nnoise\n")
            #expect(unusable.status == .badRequest)
            #expect(unusable.errorField == "stream")
            #expect(unusable.text.contains("no usable samples"))
            // Over 20 MB: 413.
            let huge = String(repeating: "s:100\n", count: LiftLimits.streamBytes / 6 + 2)
            let tooLarge = try await call(.post, "/api/v1/lifts/sessions/\(sessionId)/stream", text: huge)
            #expect(tooLarge.status == .contentTooLarge)
            #expect(tooLarge.text.contains("20 MB"))
            // Numbers out of range are refused with the field.
            let badRate = try await call(.post, "/api/v1/lifts/analyze?rate=0", text: simulated())
            #expect(badRate.status.code == 422 && badRate.errorField == "rate")
            let badLift = try await call(.post, "/api/v1/lifts/analyze?lift=curl", text: simulated())
            #expect(badLift.status == .badRequest && badLift.errorField == "lift")

            // Another user's session and set are not found.
            #expect(try await call(.get, "/api/v1/lifts/sets/\(setId)", as: bobToken).status == .notFound)
            #expect(try await call(.get, "/api/v1/lifts/sessions/\(sessionId)", as: bobToken).status == .notFound)
            #expect(
                try await call(.post, "/api/v1/lifts/sessions/\(sessionId)/stream", text: simulated(), as: bobToken).status == .notFound)
            #expect(try await call(.delete, "/api/v1/lifts/sets/\(setId)", as: bobToken).status == .notFound)
            #expect(try await call(.get, "/api/v1/lifts/sessions", as: bobToken).jsonArray.isEmpty)

            #expect(try await call(.delete, "/api/v1/lifts/sets/\(setId)").status == .noContent)
            #expect(try await call(.delete, "/api/v1/lifts/sessions/\(sessionId)").status == .noContent)
            #expect(try await call(.get, "/api/v1/lifts/sessions").jsonArray.isEmpty)
        }
    }

    @Test func aUserTypedNameIsEscapedOnEveryLiftsPage() async throws {
        let (_, app) = try makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let session = try #require(
                try await visitor.apiOK(.post, "/api/v1/lifts/sessions", json: #"{"name": \#(json(Payload.text))}"#)["id"] as? String)
            let response = try await visitor.send(
                .post, "/api/v1/lifts/sessions/\(session)/stream?name=\(Visitor.encode(Payload.text))&load=90",
                headers: [.contentType: "text/plain", HTTPField.Name("X-CSRF-Token")!: visitor.csrf], body: simulated())
            #expect(response.status == .created)
            let set = try #require(response.json["id"] as? String)
            _ = try await visitor.apiOK(
                .post, "/api/v1/lifts/templates", json: #"{"name": \#(json(Payload.text)), "loadKg": 90, "goalReps": 5}"#)
            for path in ["/lifts", "/lifts/sessions/\(session)", "/lifts/sets/\(set)", "/lifts/record?session=\(session)"] {
                try await expectPayloadsEscaped(&visitor, path)
            }
            try await expectPayloadsEscaped(&visitor, "/lifts/profile", shows: [])
        }
    }
}

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
        let (_, app) = try await makeApp()
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
            let profile = try await visitor.get("/lifts/profile?lift=squat")
            #expect(profile.status == .ok && profile.text.contains("Sets over time") && profile.text.contains("0.7"))
            // The stream downloads as it was sent.
            let setId = String(location.dropFirst("/lifts/sets/".count))
            let stream = try await visitor.get("/lifts/sets/\(setId)/stream")
            #expect(stream.text == simulated(tiltRep: 3))
        }
    }

    @Test func aRefusedRecordFormKeepsWhatWasTypedAndSaysWhy() async throws {
        let (database, app) = try await makeApp()
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

    /// A set with several wrong fields names each beside its field and in the summary, at once.
    @Test func aRecordFormWithSeveralWrongFieldsNamesEveryOne() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let body = recordForm(
                fields: [("lift", "curl"), ("load", "-3"), ("goalReps", "many"), ("rate", "0"), ("name", "Kept set name"), ("stream", "")],
                file: simulated())
            let refused = try await visitor.send(
                .post, "/lifts/record?_csrf=\(visitor.csrf)", headers: [.contentType: multipartType], bytes: body)
            #expect(refused.status == .badRequest)
            let page = refused.text
            #expect(page.contains("4 fields need a change:"))
            for field in ["lift", "load", "goalReps", "rate"] {
                #expect(page.contains(#"id="\#(field)-error""#), "\(field) has no message beside it")
                #expect(page.contains(##"href="#\##(field)-error""##), "\(field) is not in the summary")
            }
            #expect(page.contains("Kept set name"))
        }
    }

    @Test func theAPIRecordsAnalysesAndRefusesWhatItCannotRead() async throws {
        let (database, app) = try await makeApp()
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

    @Test func templatesAreEditedAndOrderedWithPlainForms() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            for (lift, load) in [("squat", "100"), ("bench", "60")] {
                let added = try await visitor.post("/lifts/templates", form: ["lift": lift, "load": load, "goalReps": "5", "sets": "3"])
                #expect(added.status == .seeOther)
            }
            let user = try await database.user(named: "ada")
            let ids = try await database.liftTemplates(owner: user.id).map(\.id)
            let home = try await visitor.get("/lifts")
            #expect(home.text.contains("action=\"/lifts/templates/\(ids[0])\""))
            #expect(home.text.contains("action=\"/lifts/templates/\(ids[1])/move\""))
            // The first has no up button, the last no down button.
            #expect(home.text.contains("Move Squat 3×5 @ 100 kg down") && !home.text.contains("Move Squat 3×5 @ 100 kg up"))
            #expect(home.text.contains("Move Bench press 3×5 @ 60 kg up") && !home.text.contains("Move Bench press 3×5 @ 60 kg down"))

            let moved = try await visitor.post("/lifts/templates/\(ids[1])/move", form: ["direction": "up"])
            #expect(moved.status == .seeOther)
            #expect(try await database.liftTemplates(owner: user.id).map(\.id) == [ids[1], ids[0]])
            let edited = try await visitor.post(
                "/lifts/templates/\(ids[0])", form: ["name": "Heavy squat", "lift": "squat", "load": "120", "goalReps": "3", "sets": "5"])
            #expect(edited.status == .seeOther)
            let squat = try #require(try await database.liftTemplates(owner: user.id).last)
            #expect(squat.name == "Heavy squat" && squat.loadKg == 120 && squat.goalReps == 3 && squat.sets == 5)

            // A refused edit shows that template's form open, with what was typed and why.
            let refused = try await visitor.post(
                "/lifts/templates/\(ids[0])", form: ["name": "Heavier", "lift": "squat", "load": "5000", "goalReps": "3", "sets": "5"])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("value=\"5000\"") && refused.text.contains("id=\"load-error\""))
            #expect(try await database.liftTemplates(owner: user.id).last?.loadKg == 120)
            #expect(try await visitor.post("/lifts/templates/nope/move", form: ["direction": "up"]).status == .notFound)
        }
    }

    @Test func aLiftsSettingsAreEditedOnTheirPageAndInTheAPI() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let page = try await visitor.get("/lifts/settings?lift=bench")
            #expect(page.status == .ok && page.text.contains("Bench press settings") && page.text.contains("value=\"0.17\""))
            let saved = try await visitor.post(
                "/lifts/settings",
                form: [
                    "lift": "bench", "rate": "40", "unit": "mm", "minimumRange": "12", "minimumVelocity": "0.2", "tiltLimit": "8",
                    "velocityLossTarget": "25", "zone": "strengthSpeed",
                ])
            #expect(saved.status == .seeOther)
            let user = try await database.user(named: "ada")
            let bench = try await database.liftDefaults(owner: user.id, kind: .bench)
            #expect(bench.rateHz == 40 && bench.unit == .millimetres && bench.minimumRangeCm == 12 && bench.tiltLimitDegrees == 8)
            #expect(bench.targetZone == .strengthSpeed && bench.velocityLossTarget == 25 && bench.minimumVelocity == 0.2)
            let refused = try await visitor.post(
                "/lifts/settings",
                form: [
                    "lift": "bench", "rate": "40", "unit": "mm", "minimumRange": "12", "minimumVelocity": "9", "tiltLimit": "8",
                    "velocityLossTarget": "25", "zone": "",
                ])
            #expect(refused.status == .badRequest && refused.text.contains("value=\"9\"") && refused.text.contains("minimumVelocity-error"))
            #expect(try await database.liftDefaults(owner: user.id, kind: .bench).minimumVelocity == 0.2)

            // The API: every lift, one lift, a change (null clears the zone); unknown lifts are not found.
            let list = try await visitor.api(.get, "/api/v1/lifts/settings")
            #expect(list.jsonArray.count == LiftKind.allCases.count)
            #expect(list.jsonArray.first { $0["lift"] as? String == "bench" }?["changed"] as? Bool == true)
            let squat = try await visitor.apiOK(.get, "/api/v1/lifts/settings/squat")
            #expect(squat["changed"] as? Bool == false && squat["minimumVelocity"] as? Double == 0.3)
            let patched = try await visitor.apiOK(
                .patch, "/api/v1/lifts/settings/bench", json: #"{"velocityLossTarget": 30, "targetZone": null}"#)
            #expect(patched["velocityLossTarget"] as? Double == 30 && patched["targetZone"] == nil && patched["rateHz"] as? Double == 40)
            let bad = try await visitor.api(.patch, "/api/v1/lifts/settings/bench", json: #"{"tiltLimitDegrees": 100}"#)
            #expect(bad.status.code == 422 && bad.errorField == "tiltLimitDegrees")
            #expect(try await visitor.api(.get, "/api/v1/lifts/settings/curl").status == .notFound)

            // A stream analysed through the API is read with them: a 40 Hz stream at the bench's 40 Hz…
            let simulation = LiftSimulator.run(.init(kind: .bench, reps: 3, loadKg: 60, rateHz: 40))
            let stream = simulation.text
            // …and read in the bench's millimetres.
            let mmStream = stream.split(separator: "\n").map { $0.hasPrefix("s:") ? $0 + "0" : $0 }.joined(separator: "\n")
            let analyzed = try await visitor.send(
                .post, "/api/v1/lifts/analyze?lift=bench",
                headers: [.contentType: "text/plain", HTTPField.Name("X-CSRF-Token")!: visitor.csrf], body: mmStream)
            #expect((analyzed.json["set"] as? [String: Any]) != nil)
            let reps = try #require(analyzed.json["reps"] as? [[String: Any]])
            #expect(reps.count == 3, "\(analyzed.text)")
            let velocity = try #require(reps.first?["meanVelocity"] as? Double)
            #expect(abs(velocity - simulation.truth[0].meanVelocity) < 0.1)

            // Templates through the API: change one, move one.
            let first = try await visitor.apiOK(.post, "/api/v1/lifts/templates", json: #"{"lift": "squat", "loadKg": 100, "goalReps": 5}"#)
            let second = try await visitor.apiOK(.post, "/api/v1/lifts/templates", json: #"{"lift": "bench", "loadKg": 60, "goalReps": 8}"#)
            let firstId = try #require(first["id"] as? String)
            let secondId = try #require(second["id"] as? String)
            let changed = try await visitor.apiOK(.patch, "/api/v1/lifts/templates/\(firstId)", json: #"{"loadKg": 105, "name": ""}"#)
            #expect(changed["name"] as? String == "Squat 1×5 @ 105 kg")
            let order = try await visitor.api(.post, "/api/v1/lifts/templates/\(secondId)/move", json: #"{"direction": "up"}"#)
            #expect(order.jsonArray.compactMap { $0["id"] as? String } == [secondId, firstId])
            #expect(
                try await visitor.api(.post, "/api/v1/lifts/templates/\(secondId)/move", json: #"{"direction": "left"}"#).status
                    == .badRequest)
        }
    }

    @Test func aUserTypedNameIsEscapedOnEveryLiftsPage() async throws {
        let (_, app) = try await makeApp()
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

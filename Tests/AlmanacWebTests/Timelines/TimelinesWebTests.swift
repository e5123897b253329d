import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

private func timelinesApp() async throws -> (AppDatabase, some ApplicationProtocol, User, String) {
    let (database, app) = try await makeApp()
    let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
    let token = try await database.createToken(owner: user.id, name: "tests").secret
    return (database, app, user, token)
}

private func count(_ database: AppDatabase, _ table: String) async throws -> Int {
    try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
}

@Suite struct TimelinesWebTests {
    /// The manage page's ↑ and ↓ move a timeline one place, the way lists and habits move (one
    /// helper), with the same flash; the last one does not move further down.
    @Test func theManagePageMovesATimelineOnePlace() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            var ids: [String] = []
            for name in ["Work", "Homes", "Travel"] {
                let created = try await visitor.api(.post, "/api/v1/timelines", json: #"{"name": "\#(name)"}"#)
                ids.append(try #require(created.json["id"] as? String))
            }
            func order() async throws -> [String] {
                try await visitor.api(.get, "/api/v1/timelines").jsonArray.compactMap { $0["name"] as? String }
            }
            let moved = try await visitor.post("/timelines/manage/\(ids[0])/move", form: ["direction": "down"])
            #expect(moved.status == .seeOther && moved.headers[.location] == "/timelines/manage")
            #expect(try await order() == ["Homes", "Work", "Travel"])
            _ = try await visitor.post("/timelines/manage/\(ids[2])/move", form: ["direction": "down"])
            #expect(try await order() == ["Homes", "Work", "Travel"])
            _ = try await visitor.post("/timelines/manage/\(ids[2])/move", form: ["direction": "up"])
            #expect(try await order() == ["Homes", "Travel", "Work"])
            #expect(try await visitor.post("/timelines/manage/nope/move", form: ["direction": "up"]).status == .notFound)
        }
    }

    @Test func apiCreatesTimelinesAndEventsWithDurationAndSince() async throws {
        let (_, app, _, token) = try await timelinesApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let created = try await visitor.api(
                .post, "/api/v1/timelines", json: ##"{"name": "Work", "icon": "💼", "color": "#3b6fb6"}"##, token: token)
            #expect(created.status == .created)
            #expect(
                created.json["name"] as? String == "Work" && created.json["icon"] as? String == "💼" && created.json["position"] as? Int == 0
            )
            let id = try #require(created.json["id"] as? String)

            let range = try await visitor.api(
                .post, "/api/v1/timelines/\(id)/events",
                json: #"{"title": "Employed at Company Z", "start": "2015-06-25", "end": "2019-08-29"}"#,
                token: token)
            #expect(range.status == .created)
            let duration = try #require(range.json["duration"] as? [String: Any])
            #expect(duration["years"] as? Int == 4 && duration["months"] as? Int == 2 && duration["days"] as? Int == 4)
            #expect(duration["approximate"] as? Bool == false)
            #expect(duration["text"] as? String == "4 years, 2 months, and 4 days")
            let since = try #require(range.json["since"] as? [String: Any])
            #expect(Set(since.keys) == ["years", "months", "days", "approximate", "text"])
            #expect(range.json["shape"] as? String == "range" && range.json["end"] as? String == "2019-08-29")
            #expect(range.json["sinceEnd"] is [String: Any])

            let ongoing = try await visitor.api(
                .post, "/api/v1/timelines/\(id)/events", json: #"{"title": "Company Y", "start": "~2019-09", "ongoing": true}"#,
                token: token)
            #expect(ongoing.json["shape"] as? String == "ongoing" && ongoing.json["start"] as? String == "2019-09~")
            #expect((ongoing.json["duration"] as? [String: Any])?["approximate"] as? Bool == true)

            let single = try await visitor.api(
                .post, "/api/v1/timelines/\(id)/events", json: #"{"title": "Promotion", "start": "2021"}"#, token: token)
            #expect(single.json["shape"] as? String == "single")
            // Every key is present: a single date has a null duration.
            #expect(single.json.keys.contains("duration") && single.json["duration"] is NSNull)
            #expect(((single.json["since"] as? [String: Any])?["text"] as? String)?.hasPrefix("about") == true)

            let eventId = try #require(single.json["id"] as? String)
            let patched = try await visitor.api(
                .patch, "/api/v1/timelines/events/\(eventId)", json: #"{"end": "2022-03", "tags": ["career"]}"#, token: token)
            #expect(patched.status == .ok && patched.json["end"] as? String == "2022-03" && patched.json["title"] as? String == "Promotion")
            #expect(patched.json["tags"] as? [String] == ["career"])
            let cleared = try await visitor.api(.patch, "/api/v1/timelines/events/\(eventId)", json: #"{"end": null}"#, token: token)
            #expect(cleared.json["end"] is NSNull && cleared.json["shape"] as? String == "single")

            let events = try await visitor.api(.get, "/api/v1/timelines/\(id)/events", token: token)
            #expect(events.jsonArray.map { $0["title"] as? String } == ["Employed at Company Z", "Company Y", "Promotion"])
            let list = try await visitor.api(.get, "/api/v1/timelines", token: token)
            #expect(list.jsonArray.count == 1)
            #expect(try await visitor.api(.delete, "/api/v1/timelines/events/\(eventId)", token: token).status == .noContent)
            #expect(try await visitor.api(.get, "/api/v1/timelines/events/\(eventId)", token: token).status == .notFound)
        }
    }

    @Test func apiErrorsNameTheFieldAndWriteNothing() async throws {
        let (database, app, _, token) = try await timelinesApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let id = try #require(
                try await visitor.api(.post, "/api/v1/timelines", json: #"{"name": "Work"}"#, token: token).json["id"] as? String)
            let cases: [(String, String)] = [
                (#"{"title": "Job", "start": "2015-13"}"#, "start"),
                (#"{"title": "Job", "start": "June 2015"}"#, "start"),
                (#"{"title": "Job", "start": "2015-06", "end": "2014"}"#, "end"),
                (#"{"title": "Job", "start": "2015", "end": "2016", "ongoing": true}"#, "end"),
                (#"{"title": "", "start": "2015"}"#, "title"),
                (#"{"start": "2015"}"#, "title"),
                (#"{"title": "Job"}"#, "start"),
                (#"{"title": "Job", "start": "2015", "ongoing": "yes"}"#, "ongoing"),
                (#"{"title": "Job", "start": 2015}"#, "start"),
                ("{\"title\": \"\(String(repeating: "x", count: 501))\", \"start\": \"2015\"}", "title"),
            ]
            for (body, field) in cases {
                let response = try await visitor.api(.post, "/api/v1/timelines/\(id)/events", json: body, token: token)
                #expect(response.status == .badRequest, "\(body)")
                #expect(response.errorField == field, "\(body): \(response.text)")
            }
            let end = try await visitor.api(
                .post, "/api/v1/timelines/\(id)/events", json: #"{"title": "Job", "start": "2015-06", "end": "2014"}"#, token: token)
            #expect((end.json["error"] as? [String: Any])?["message"] as? String == "The end 2014 is before the start 2015-06.")
            #expect(
                try await visitor.api(.post, "/api/v1/timelines", json: #"{"name": "Cars", "color": "blue"}"#, token: token).errorField
                    == "color")
            #expect(try await visitor.api(.post, "/api/v1/timelines", json: #"{"name": "work"}"#, token: token).status == .conflict)
            #expect(try await visitor.api(.get, "/api/v1/timelines/rows?order=sideways", token: token).errorField == "order")
            #expect(try await visitor.api(.get, "/api/v1/timelines/rows?from=2020&to=2010", token: token).errorField == "to")
            #expect(try await visitor.api(.get, "/api/v1/timelines/\(id)/export?format=pdf", token: token).errorField == "format")
            #expect(try await count(database, "timeline_events") == 0)
        }
    }

    @Test func rowsMergeSortAndHideEnds() async throws {
        let (_, app, _, token) = try await timelinesApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let work = try #require(
                try await visitor.api(.post, "/api/v1/timelines", json: #"{"name": "Work"}"#, token: token).json["id"] as? String)
            let homes = try #require(
                try await visitor.api(.post, "/api/v1/timelines", json: #"{"name": "Homes"}"#, token: token).json["id"] as? String)
            _ = try await visitor.api(
                .post, "/api/v1/timelines/\(work)/events", json: #"{"title": "Z", "start": "2015-06-25", "end": "2019-08-29"}"#,
                token: token)
            _ = try await visitor.api(
                .post, "/api/v1/timelines/\(work)/events", json: #"{"title": "Y", "start": "2019-09", "ongoing": true}"#, token: token)
            _ = try await visitor.api(
                .post, "/api/v1/timelines/\(homes)/events", json: #"{"title": "Berlin", "start": "2016"}"#, token: token)

            let all = try await visitor.api(.get, "/api/v1/timelines/rows", token: token)
            #expect(all.status == .ok && all.json["order"] as? String == "desc")
            let rows = try #require(all.json["rows"] as? [[String: Any]])
            #expect(
                rows.map { "\($0["kind"]!) \(($0["event"] as! [String: Any])["title"]!)" } == [
                    "ongoing Y", "start Y", "end Z", "single Berlin", "start Z",
                ])
            #expect((rows[0]["event"] as? [String: Any])?["duration"] is [String: Any])

            let oldest = try await visitor.api(.get, "/api/v1/timelines/rows?timeline=\(work)&order=asc&hideEnds=true", token: token)
            let oldestRows = try #require(oldest.json["rows"] as? [[String: Any]])
            #expect(oldestRows.map { $0["date"] as? String } == ["2015-06-25", "2019-09"])
            #expect(oldest.json["hideEnds"] as? Bool == true)
            let several = try await visitor.api(.get, "/api/v1/timelines/rows?timeline=\(work)&timeline=\(homes)&hideEnds=1", token: token)
            #expect((several.json["rows"] as? [[String: Any]])?.count == 3)
        }
    }

    @Test func overlappingAndSavedQueries() async throws {
        let (_, app, _, token) = try await timelinesApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let work = try #require(
                try await visitor.api(.post, "/api/v1/timelines", json: #"{"name": "Work"}"#, token: token).json["id"] as? String)
            let homes = try #require(
                try await visitor.api(.post, "/api/v1/timelines", json: #"{"name": "Homes"}"#, token: token).json["id"] as? String)
            let job = try #require(
                try await visitor.api(
                    .post, "/api/v1/timelines/\(work)/events", json: #"{"title": "Z", "start": "2015-06-25", "end": "2019-08-29"}"#,
                    token: token
                ).json["id"] as? String)
            _ = try await visitor.api(
                .post, "/api/v1/timelines/\(homes)/events", json: #"{"title": "Leipzig", "start": "2012", "end": "2015"}"#, token: token)
            _ = try await visitor.api(
                .post, "/api/v1/timelines/\(homes)/events", json: #"{"title": "Munich", "start": "2020"}"#, token: token)

            let overlapping = try await visitor.api(.get, "/api/v1/timelines/events/\(job)/overlapping", token: token)
            #expect((overlapping.json["event"] as? [String: Any])?["id"] as? String == job)
            let groups = try #require(overlapping.json["groups"] as? [[String: Any]])
            #expect(groups.count == 1 && (groups[0]["timeline"] as? [String: Any])?["name"] as? String == "Homes")
            #expect((groups[0]["events"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Leipzig"])

            let saved = try await visitor.api(
                .post, "/api/v1/timelines/queries", json: "{\"name\": \"During Z\", \"filter\": {\"overlappingEventId\": \"\(job)\"}}",
                token: token)
            #expect(saved.status == .created)
            let queryId = try #require(saved.json["id"] as? String)
            let run = try await visitor.api(.get, "/api/v1/timelines/queries/\(queryId)/run?hideEnds=1", token: token)
            #expect((run.json["rows"] as? [[String: Any]])?.count == 1)
            let renamed = try await visitor.api(
                .patch, "/api/v1/timelines/queries/\(queryId)", json: #"{"name": "While at Z"}"#, token: token)
            #expect(renamed.json["name"] as? String == "While at Z")
            let badFilter = try await visitor.api(
                .post, "/api/v1/timelines/queries", json: #"{"name": "Bad", "filter": {"from": "yesterday"}}"#, token: token)
            #expect(badFilter.status == .badRequest && badFilter.errorField == "filter.from")
            #expect(try await visitor.api(.get, "/api/v1/timelines/queries", token: token).jsonArray.count == 1)
            #expect(try await visitor.api(.delete, "/api/v1/timelines/queries/\(queryId)", token: token).status == .noContent)
        }
    }

    @Test func importPreviewWritesNothingAndConfirmDoesNotDuplicate() async throws {
        let (database, app, _, token) = try await timelinesApp()
        let csv =
            "Year,Month,Day,End Year,End Month,End Day,Headline,Text,Group\n2015,6,25,2019,8,29,Company Z,,Work\n2016,,,,,,Berlin,,Homes\n2016,13,,,,,Bad,,Homes\n"
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let preview = try await visitor.api(.post, "/api/v1/timelines/import", json: csv, token: token)
            #expect(preview.status == .ok)
            #expect(preview.json["create"] as? Int == 2 && preview.json["errors"] as? Int == 1)
            let rows = try #require(preview.json["rows"] as? [[String: Any]])
            #expect(rows[2]["status"] as? String == "error")
            #expect((rows[2]["error"] as? [String: Any])?["line"] as? Int == 4)
            #expect((rows[2]["error"] as? [String: Any])?["field"] as? String == "Month")
            #expect(try await count(database, "timelines") == 0)
            #expect(try await count(database, "timeline_events") == 0)

            let imported = try await visitor.api(.post, "/api/v1/timelines/import?confirm=true", json: csv, token: token)
            #expect((imported.json["created"] as? [[String: Any]])?.count == 2)
            #expect((imported.json["createdTimelines"] as? [[String: Any]])?.count == 2)
            let again = try await visitor.api(.post, "/api/v1/timelines/import?confirm=true", json: csv, token: token)
            #expect((again.json["created"] as? [[String: Any]])?.isEmpty == true && again.json["skippedLines"] as? [Int] == [2, 3])
            #expect(try await count(database, "timeline_events") == 2)

            let noHeader = try await visitor.api(.post, "/api/v1/timelines/import", json: "Title,When\nX,2015\n", token: token)
            #expect(noHeader.status == .badRequest && noHeader.errorField == "file")
        }
    }

    @Test func anotherUsersIdsAnswer404AndWriteNothing() async throws {
        let (database, app, ada, adaToken) = try await timelinesApp()
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let bobToken = try await database.createToken(owner: bob.id, name: "bob").secret
        let work = try await database.addTimeline(owner: ada.id, name: "Work")
        let job = try await database.addEvent(
            owner: ada.id, timelineId: work.id, TimelineEventInput(title: "Z", start: try PartialDate(parsing: "2015")))
        _ = adaToken
        let changesBefore = try await count(database, "changes")
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            let requests: [(HTTPRequest.Method, String, String?)] = [
                (.get, "/api/v1/timelines/\(work.id)", nil),
                (.patch, "/api/v1/timelines/\(work.id)", #"{"name": "Mine"}"#),
                (.delete, "/api/v1/timelines/\(work.id)", nil),
                (.get, "/api/v1/timelines/\(work.id)/events", nil),
                (.post, "/api/v1/timelines/\(work.id)/events", #"{"title": "Sneaky", "start": "2020"}"#),
                (.get, "/api/v1/timelines/events/\(job.id)", nil),
                (.patch, "/api/v1/timelines/events/\(job.id)", #"{"title": "Mine"}"#),
                (.delete, "/api/v1/timelines/events/\(job.id)", nil),
                (.get, "/api/v1/timelines/events/\(job.id)/overlapping", nil),
                (.get, "/api/v1/timelines/rows?timeline=\(work.id)", nil),
                (.get, "/api/v1/timelines/\(work.id)/export?format=ics", nil),
            ]
            for (method, path, body) in requests {
                let response = try await visitor.api(method, path, json: body, token: bobToken)
                #expect(response.status == .notFound, "\(method) \(path)")
                #expect(response.errorCode == "not_found")
            }
            #expect(try await visitor.api(.get, "/api/v1/timelines", token: bobToken).jsonArray.isEmpty)
        }
        #expect(try await database.event(owner: ada.id, id: job.id).title == "Z")
        #expect(try await database.timeline(owner: ada.id, id: work.id).name == "Work")
        #expect(try await count(database, "changes") == changesBefore)
    }

    @Test func pagesAddAnEventListItAndShowTheGraph() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let empty = try await visitor.get("/timelines")
            #expect(empty.status == .ok && empty.text.contains("Nothing here yet"))

            let refused = try await visitor.post(
                "/timelines/events", form: ["title": "Employed at \"Z\"", "newTimeline": "Work", "start": "2015-06-25", "end": "2014"])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("The end 2014 is before the start 2015-06-25."))
            // The title comes back in the form, quotes escaped inside the attribute.
            #expect(refused.text.contains("value=\"Employed at &quot;Z&quot;\""))
            #expect(try await count(database, "timeline_events") == 0)

            let added = try await visitor.post(
                "/timelines/events",
                form: [
                    "title": "Employed at Company Z", "newTimeline": "Work", "start": "2015-06-25", "end": "2019-08-29",
                    "notes": "**Backend** <script>x</script> [bad](javascript:alert(1)) [good](https://example.com)",
                ])
            #expect(added.status == .seeOther)
            let location = try #require(added.headers[.location])
            let detail = try await visitor.get(location)
            #expect(detail.text.contains("4 years, 2 months, and 4 days"))
            #expect(detail.text.contains("<strong>Backend</strong>"))
            #expect(!detail.text.contains("<script>x</script>"))
            #expect(!detail.text.contains("href=\"javascript:"))
            #expect(detail.text.contains("<a href=\"https://example.com\">good</a>"))
            #expect(detail.text.contains("What was happening then"))

            let list = try await visitor.get("/timelines")
            #expect(list.text.contains("tl-row-start") && list.text.contains("tl-row-end"))
            let hidden = try await visitor.get("/timelines?hideEnds=1")
            #expect(hidden.text.contains("tl-row-start") && !hidden.text.contains("tl-row-end"))
            #expect(hidden.text.contains("Show end rows"))

            let graph = try await visitor.get("/timelines/graph")
            #expect(graph.status == .ok && graph.text.contains("<svg") && graph.text.contains("<title>Employed at Company Z"))
            let zoomed = try await visitor.get("/timelines/graph?from=2016&to=2017")
            #expect(zoomed.text.contains(">2016</text>") && !zoomed.text.contains(">2015</text>"))
            #expect(try await visitor.get("/timelines/graph?from=2020&to=2010").status == .badRequest)

            let timeline = try #require(try await database.timelines(owner: try await database.user(named: "ada").id).first)
            let csv = try await visitor.get("/timelines/\(timeline.id)/export?format=csv")
            #expect(csv.headers[.contentDisposition] == "attachment; filename=\"work.csv\"")
            #expect(csv.text.contains("2015,6,25,2019,8,29,Employed at Company Z"))
            let ics = try await visitor.get("/timelines/\(timeline.id)/export?format=ics")
            #expect(ics.headers[.contentType] == "text/calendar; charset=utf-8" && ics.text.contains("BEGIN:VEVENT"))
        }
    }

    @Test func importPageShowsAPreviewAndWritesOnlyOnConfirm() async throws {
        let (database, app) = try await makeApp()
        let csv = "Year,Month,Headline,Group\n2015,6,Company Z,Work\n2016,14,Bad,Work\n"
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let preview = try await visitor.post("/timelines/import", form: ["csv": csv])
            #expect(preview.status == .ok)
            #expect(preview.text.contains("Will be created") && preview.text.contains("Month 14 is not a month."))
            #expect(preview.text.contains("1 event will be created"))
            #expect(try await count(database, "timeline_events") == 0)

            let confirmed = try await visitor.post("/timelines/import/confirm", form: ["csv": csv])
            #expect(confirmed.status == .seeOther)
            #expect(try await count(database, "timeline_events") == 1)
            let second = try await visitor.post("/timelines/import", form: ["csv": csv])
            #expect(second.text.contains("Already there"))
            _ = try await visitor.post("/timelines/import/confirm", form: ["csv": csv])
            #expect(try await count(database, "timeline_events") == 1)
        }
    }

    @Test func savedQueryFromThePageFilters() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let work = try await database.addTimeline(owner: owner, name: "Work")
            _ = try await database.addEvent(
                owner: owner, timelineId: work.id, TimelineEventInput(title: "Z", tags: ["job"], start: try PartialDate(parsing: "2015")))
            _ = try await database.addEvent(
                owner: owner, timelineId: work.id, TimelineEventInput(title: "Holiday", start: try PartialDate(parsing: "2016")))
            let saved = try await visitor.post("/timelines/queries", form: ["name": "Jobs", "tag": "job"])
            #expect(saved.status == .seeOther)
            let page = try await visitor.get(try #require(saved.headers[.location]))
            #expect(page.text.contains("Timelines: Jobs"))
            #expect(page.text.contains(">Z</a>") && !page.text.contains(">Holiday</a>"))
        }
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct WeekWebTests {
    @Test func planAndStartAWeekThroughTheForms() async throws {
        let (database, _, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let first = try await visitor.get("/week")
            #expect(first.status == .ok)
            #expect(first.text.contains("Add Career, Family, Health, Friends, Chores and Play"))
            let added = try await visitor.post("/week/areas/suggested", form: ["next": "/week"])
            #expect(added.headers[.location] == "/week")
            let areas = try await visitor.api(.get, "/api/v1/areas")
            let list = (try JSONSerialization.jsonObject(with: Data(areas.text.utf8))) as! [[String: Any]]
            #expect(list.count == 6)
            let career = list[0]["id"] as! String

            var capacity = ["hours1": "0", "hours7": "0"]
            for weekday in 2...6 { capacity["hours\(weekday)"] = "2" }
            #expect(try await visitor.post("/week/2026-05-06/capacity", form: capacity).headers[.location] == "/week/2026-05-06")
            let bad = try await visitor.post("/week/today/capacity", form: ["hours2": "25"])
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains("0 to 24"))

            #expect(
                try await visitor.post("/week/today/goals", form: ["title": "Ship the report", "areaId": career, "estimateHours": "12"])
                    .status == .seeOther)
            let page = try await visitor.get("/week")
            #expect(page.text.contains("Ship the report"))
            #expect(page.text.contains("Total: 10 h"))
            #expect(page.text.contains("2 h over capacity"))
            let noArea = try await visitor.post("/week/today/goals", form: ["title": "Orphan", "estimateHours": "1"])
            #expect(noArea.status == .badRequest)

            #expect(try await visitor.post("/week/today/start", form: [:]).status == .seeOther)
            let again = try await visitor.post("/week/today/start", form: [:])
            #expect(again.status == .conflict)
            _ = try await visitor.post("/week/today/goals", form: ["title": "Late idea", "areaId": career, "estimateHours": "1"])
            let week = try await visitor.api(.get, "/api/v1/weeks/today")
            let goals = week.json["goals"] as! [[String: Any]]
            #expect(goals.map { $0["addedMidSprint"] as? Bool } == [false, true])
            #expect(week.json["start"] as? String == "2026-05-04")
            #expect(week.json["overCapacity"] as? Bool == true)

            let goalId = goals[0]["id"] as! String
            let partial = try await visitor.api(
                .patch, "/api/v1/goals/\(goalId)", json: #"{"status": {"state": "partial", "percent": 40}}"#)
            #expect((partial.json["status"] as? [String: Any])?["percent"] as? Int == 40)
            let wrongPercent = try await visitor.api(
                .patch, "/api/v1/goals/\(goalId)", json: #"{"status": {"state": "partial", "percent": 100}}"#)
            #expect(wrongPercent.status == .badRequest)
            let report = try await visitor.api(.get, "/api/v1/weeks/today/report")
            #expect((report.json["trend"] as? [Any])?.count == 8)
            #expect(try await visitor.get("/week/past").text.contains("4 May – 10 May"))
            #expect(try await database.weeks(owner: try await database.user(named: "ada").id).count == 1)
        }
    }

    @Test func todayShowsTheStandupWithYesterdaysIntentionsAndTheDayModules() async throws {
        let (database, clock, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let user = try await database.user(named: "ada")
            let intention = try await database.startIntention(owner: user.id, what: "Finish slides", plannedMinutes: 30)
            clock.advance(24 * 3600)
            let today = try await visitor.get("/today")
            #expect(today.status == .ok)
            #expect(today.text.contains("What did I finish yesterday?"))
            #expect(today.text.contains("Finish slides"))
            #expect(today.text.contains("Missing: sleep, health, workout, daily review, photos."))
            _ = intention
            let saved = try await visitor.post("/today/today/standup", form: ["answer0": "Slides", "answer1": "Tests", "answer2": ""])
            #expect(saved.status == .seeOther)
            let standup = try await visitor.api(.get, "/api/v1/standups/today")
            #expect(standup.json["finishedYesterday"] as? [String] == ["Finish slides"])
            #expect((standup.json["answers"] as? [[String: Any]])?.first?["answer"] as? String == "Slides")
            let sleep = try await visitor.post(
                "/today/today/modules/sleep", form: ["wentToBed": "23:00", "wokeUp": "06:30", "quality": "3"])
            #expect(sleep.status == .seeOther)
            let badSleep = try await visitor.post("/today/today/modules/sleep", form: ["wentToBed": "late", "wokeUp": "06:30"])
            #expect(badSleep.status == .badRequest)
            let day = try await visitor.api(.get, "/api/v1/days/today")
            #expect(((day.json["entries"] as? [String: Any])?["sleep"] as? [String: Any])?["hoursSlept"] as? Double == 7.5)
            #expect(day.json["missing"] as? [String] == ["health", "workout", "review", "photos"])
            let workout = try await visitor.api(.put, "/api/v1/days/today/workout", json: #"{"type": "Run", "minutes": "thirty"}"#)
            #expect(workout.status == .badRequest && workout.errorField == "minutes")
            #expect(try await visitor.api(.put, "/api/v1/days/today/nap", json: "{}").status == .notFound)
        }
    }

    @Test func systemSettingsRoundTripAndRefuseBadInput() async throws {
        let (_, _, app) = try await makeClockedApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let settings = try await visitor.api(.get, "/api/v1/system/settings")
            #expect(settings.json["activeStart"] as? String == "09:00")
            let saved = try await visitor.api(
                .put, "/api/v1/system/settings",
                json:
                    #"{"activeStart": "08:00", "activeEnd": "16:00", "activeWeekdays": [2,3,4], "quietStart": "21:00", "quietEnd": "07:00", "webhookUrl": "https://ntfy.example/me", "sprintLength": 2, "dayModules": ["sleep"], "standupQuestions": ["Energy?"]}"#
            )
            #expect(saved.status == .ok)
            #expect(saved.json["standupQuestions"] as? [String] == ["Energy?"])
            let badHook = try await visitor.api(
                .put, "/api/v1/system/settings",
                json:
                    #"{"activeStart": "08:00", "activeEnd": "16:00", "activeWeekdays": [2], "webhookUrl": "ftp://x", "sprintLength": 1, "dayModules": [], "standupQuestions": ["Q"]}"#
            )
            #expect(badHook.status == .badRequest && badHook.errorField == "webhookUrl")
            let page = try await visitor.post(
                "/week/settings", form: ["activeStart": "9", "activeEnd": "17:00", "questions": "One\nTwo", "sprintLength": "1"])
            #expect(page.status == .badRequest)
        }
    }
}

/// Year 0 once stored a week starting in year −1 ("-001-12-27") that no read could turn back into a
/// day, and every week read then stopped the server, after every restart.
@Suite struct WeekDayRangeTests {
    @Test func aDayOutsideYearsOneToNineThousandNineHundredNinetyNineIsRefusedAndNothingIsStored() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            for day in ["0000-01-01", "-001-12-27", "10000-01-01"] {
                let response = try await visitor.api(.post, "/api/v1/weeks/\(day)/action-items", json: #"{"text": "x"}"#)
                #expect(response.status == .badRequest, "\(day): \(response.status)")
                #expect(response.errorField == "day")
            }
            // The first and last weeks whose days all fit: a week of 9999-12-31 reaches into year 10000.
            let last = try await visitor.api(.post, "/api/v1/weeks/9999-12-31/action-items", json: #"{"text": "x"}"#)
            #expect(last.status.code == 422, "\(last.text)")
            #expect(last.errorField == "day")
            let first = try await visitor.api(.post, "/api/v1/weeks/0001-01-01/action-items", json: #"{"text": "x"}"#)
            #expect(first.status == .created, "0001-01-01 is a Monday, the first day of its week: \(first.text)")
            let count = try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM weeks") }
            #expect(count == 1)
            #expect(try await visitor.api(.get, "/api/v1/weeks").status == .ok)
            #expect(try await visitor.get("/week/past").status == .ok)
        }
    }

    @Test func aStoredWeekThatIsNotADayIsSkippedAndEveryWeekReadStillAnswers() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            #expect(try await visitor.api(.post, "/api/v1/weeks/2026-11-23/action-items", json: #"{"text": "kept"}"#).status == .created)
            // As an older version stored it.
            try await database.writer.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO weeks (id, owner_id, start_day, length_days, capacity)
                        SELECT '0190a0b0-0000-7000-8000-00000000dead', owner_id, '-001-12-27', 7, capacity FROM weeks LIMIT 1
                        """)
            }
            visitor.checksSchemas = false
            let weeks = try await visitor.api(.get, "/api/v1/weeks")
            #expect(weeks.status == .ok)
            #expect(weeks.jsonArray.count == 1)
            #expect(try await visitor.api(.get, "/api/v1/weeks/2026-11-23/report").status == .ok)
            #expect(try await visitor.get("/week").status == .ok)
            #expect(try await visitor.get("/week/past").status == .ok)
        }
    }
}

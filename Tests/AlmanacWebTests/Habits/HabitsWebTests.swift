import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Today for the user `Visitor.setUp` makes (Europe/Berlin).
private var today: LocalDay { LocalDay(containing: Date(), in: TimeZone(identifier: "Europe/Berlin")!) }

@Suite struct HabitsWebTests {
    @Test func aHabitIsMadeFromTheFormCheckedInFromTheListAndTakenBack() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let empty = try await visitor.get("/habits")
            #expect(empty.status == .ok && empty.text.contains("No habits yet"))
            #expect(try await visitor.get("/habits/new").status == .ok)

            let created = try await visitor.post(
                "/habits",
                pairs: [("name", "Read"), ("icon", "📚"), ("color", "#3b6fb6"), ("kind", "daily"), ("target", "20"), ("unit", "pages")])
            #expect(created.status == .seeOther)
            let location = try #require(created.headers[.location])
            #expect(location.hasPrefix("/habits/"))
            let page = try await visitor.get(location)
            #expect(page.status == .ok && page.text.contains("📚 Read") && page.text.contains("20 pages each time"))
            #expect(page.text.contains("<svg") && page.text.contains("habit-heatmap"))
            let id = String(location.dropFirst("/habits/".count))

            let checked = try await visitor.post(
                "/habits/\(id)/check-in", form: ["day": today.description, "amount": "20", "back": "list"])
            #expect(checked.status == .seeOther && checked.headers[.location] == "/habits")
            let list = try await visitor.get("/habits")
            #expect(list.text.contains("Streak 1 day") && list.text.contains("✓ Done · 20 pages"))
            #expect(!list.text.contains("class=\"danger"))  // nothing on the list is shown as a failure

            // Back-fill yesterday from the habit page, then take today back.
            let backfilled = try await visitor.post(
                "/habits/\(id)/check-in", form: ["day": today.adding(days: -1).description, "amount": "25", "back": "habit"])
            #expect(backfilled.headers[.location] == "/habits/\(id)#history")
            #expect(try await visitor.get("/habits").text.contains("Streak 2 days"))
            _ = try await visitor.post("/habits/\(id)/uncheck", form: ["day": today.description, "back": "list"])
            let after = try await visitor.get("/habits")
            #expect(after.text.contains("Streak 1 day") && after.text.contains("Log"))

            // A future day is refused with a flash, and nothing is written.
            let future = try await visitor.post(
                "/habits/\(id)/check-in", form: ["day": today.adding(days: 2).description, "back": "habit"])
            #expect(future.status == .seeOther)
            #expect(try await visitor.get("/habits/\(id)").text.contains("has not come yet"))
        }
    }

    @Test func aRefusedFormKeepsItsValuesAndNamesTheField() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let refused = try await visitor.post(
                "/habits", pairs: [("name", "Walk"), ("kind", "weekly"), ("times", "9"), ("color", "#2f6f5e"), ("unit", "km")])
            #expect(refused.status == .badRequest)
            #expect(
                refused.text.contains("role=\"alert\"") && refused.text.contains("value=\"Walk\"") && refused.text.contains("value=\"km\""))
            #expect(refused.text.contains("id=\"times-error\""))
            let noDays = try await visitor.post("/habits", pairs: [("name", "Gym"), ("kind", "weekdays"), ("color", "#2f6f5e")])
            #expect(noDays.status == .badRequest && noDays.text.contains("Choose at least one weekday"))
            let badColour = try await visitor.post("/habits", pairs: [("name", "Gym"), ("kind", "daily"), ("color", "red")])
            #expect(badColour.status == .badRequest && badColour.text.contains("id=\"color-error\""))
            #expect(try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM habits") } == 0)
            // Chosen weekdays are kept and saved.
            let gym = try await visitor.post(
                "/habits", pairs: [("name", "Gym"), ("kind", "weekdays"), ("weekday", "2"), ("weekday", "6"), ("color", "#2f6f5e")])
            let id = String(try #require(gym.headers[.location]).dropFirst("/habits/".count))
            let edit = try await visitor.get("/habits/\(id)/edit")
            #expect(edit.text.contains("Mon, Fri") == false)  // the form shows boxes, not words
            #expect(edit.text.contains("name=\"weekday\" value=\"6\" checked"))
            #expect(try await visitor.get("/habits/\(id)").text.contains("Mon, Fri"))
            #expect(try await visitor.get("/habits/nope").status == .notFound)
            #expect(try await visitor.post("/habits/nope/check-in", form: [:]).status == .notFound)
        }
    }

    @Test func theApiKeepsHabitsCheckInsRestDaysAndHistory() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let created = try await visitor.api(
                .post, "/api/v1/habits",
                json: #"{"name": "Water", "icon": "💧", "schedule": {"kind": "weekly", "times": 3}, "target": 8, "unit": "glasses"}"#)
            #expect(created.status == .created)
            #expect(created.json["scheduleText"] as? String == "3 times a week")
            let id = try #require(created.json["id"] as? String)

            let checked = try await visitor.api(.post, "/api/v1/habits/\(id)/check-ins", json: #"{"amount": 8}"#)
            let stats = try #require(checked.json["stats"] as? [String: Any])
            #expect(stats["doneToday"] as? Bool == true && stats["periodDone"] as? Int == 1 && stats["periodQuota"] as? Int == 3)
            #expect(stats["streakUnit"] as? String == "weeks")
            let yesterday = today.adding(days: -1).description
            _ = try await visitor.api(.post, "/api/v1/habits/\(id)/check-ins", json: #"{"day": "\#(yesterday)", "amount": 4}"#)
            let history = try await visitor.api(.get, "/api/v1/habits/\(id)/check-ins")
            let checkIns = try #require(history.json["checkIns"] as? [[String: Any]])
            #expect(checkIns.map { $0["day"] as? String } == [today.description, yesterday])
            #expect(checkIns.map { $0["done"] as? Bool } == [true, false])

            let undone = try await visitor.api(.delete, "/api/v1/habits/\(id)/check-ins/\(today)")
            #expect((undone.json["stats"] as? [String: Any])?["doneToday"] as? Bool == false)
            #expect(try await visitor.api(.delete, "/api/v1/habits/\(id)/check-ins/\(today)").status == .notFound)

            let tomorrow = today.adding(days: 1).description
            let rest = try await visitor.api(.post, "/api/v1/habits/\(id)/rest-days", json: #"{"day": "\#(tomorrow)"}"#)
            #expect(rest.status == .created && rest.json["upcomingRestDays"] as? [String] == [tomorrow])
            let past = try await visitor.api(.post, "/api/v1/habits/\(id)/rest-days", json: #"{"day": "\#(yesterday)"}"#)
            #expect(past.status.code >= 400 && past.errorField == "day")
            let withdrawn = try await visitor.api(.delete, "/api/v1/habits/\(id)/rest-days/\(tomorrow)")
            #expect(withdrawn.json["upcomingRestDays"] as? [String] == [])

            let patched = try await visitor.api(
                .patch, "/api/v1/habits/\(id)",
                json: #"{"measurable": false, "schedule": {"kind": "weekdays", "weekdays": ["mon", "thu"]}}"#)
            #expect(patched.status == .ok && patched.json["target"] == nil && patched.json["scheduleText"] as? String == "Mon, Thu")
            #expect(try await visitor.api(.get, "/api/v1/habits").jsonArray.count == 1)
            #expect(try await visitor.api(.delete, "/api/v1/habits/\(id)").status == .noContent)
            #expect(try await visitor.api(.get, "/api/v1/habits/\(id)").status == .notFound)
        }
    }

    @Test func apiErrorsNameTheFieldAndWriteNothing() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            for (body, field) in [
                (#"{"name": ""}"#, "name"),
                // NUL: SQLite's length() stops at it, so the schema's CHECK refused it as a 500.
                (#"{"name": "\u0000"}"#, "name"),
                (#"{"name": "A", "schedule": {"kind": "weekly", "times": 8}}"#, "schedule.times"),
                (#"{"name": "A", "schedule": {"kind": "sometimes"}}"#, "schedule"),
                (#"{"name": "A", "schedule": {"kind": "weekdays", "weekdays": ["funday"]}}"#, "schedule.weekdays"),
                (#"{"name": "A", "target": -1}"#, "target"),
                (#"{"name": "A", "target": 1e300}"#, "target"),
                (#"{"name": "A", "color": "blue"}"#, "color"),
                (#"{"name": "A", "reminder": "25:00"}"#, "reminder"),
            ] {
                let response = try await visitor.api(.post, "/api/v1/habits", json: body)
                #expect(response.status.code == 400 || response.status.code == 422, "\(body): \(response.status)")
                #expect(response.errorField == field, "\(body): \(response.text)")
            }
            #expect(try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM habits") } == 0)
            let id = try #require(try await visitor.apiOK(.post, "/api/v1/habits", json: #"{"name": "Read"}"#)["id"] as? String)
            let bad = try await visitor.api(.post, "/api/v1/habits/\(id)/check-ins", json: #"{"amount": 0}"#)
            #expect(bad.errorField == "amount")
            let future = try await visitor.api(.post, "/api/v1/habits/\(id)/check-ins", json: #"{"day": "\#(today.adding(days: 3))"}"#)
            #expect(future.errorField == "day")
            #expect(try await visitor.api(.delete, "/api/v1/habits/\(id)/check-ins/not-a-day").errorField == "day")
            #expect(try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM habit_check_ins") } == 0)
        }
    }

    @Test func todayAndWeekShowTheHabitsAndCheckInFromToday() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            #expect(try await visitor.get("/today").text.contains("id=\"habits\"") == false)
            let id = try #require(
                try await visitor.apiOK(.post, "/api/v1/habits", json: #"{"name": "Stretch", "icon": "🧘"}"#)["id"] as? String)
            let todayPage = try await visitor.get("/today")
            #expect(todayPage.text.contains("id=\"habits\"") && todayPage.text.contains("Check in Stretch for \(today)"))
            let checked = try await visitor.post("/habits/\(id)/check-in", form: ["day": today.description, "back": "today"])
            #expect(checked.headers[.location] == "/today/\(today)#habits")
            let after = try await visitor.get("/today/\(today)")
            #expect(after.text.contains("✓ Done") && after.text.contains("Streak 1 day"))
            let week = try await visitor.get("/week")
            #expect(week.text.contains("Habits this week") && week.text.contains("Stretch, \(SystemText.dayShort(today)): done"))
            // The retrospective's metrics count the check-in against the week's plan.
            let metrics = try #require(week.text.range(of: "id=\"metrics\"")).upperBound
            #expect(week.text[metrics...].contains("habit check-ins done"))
            let report = try await visitor.api(.get, "/api/v1/weeks/\(today)/report")
            #expect((report.json["report"] as? [String: Any])?["doneHabitCheckIns"] as? Int == 1)
        }
    }

    @Test func habitsAreReorderedWithPlainFormsAndTheApi() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            var ids: [String] = []
            for name in ["Read", "Walk", "Water"] {
                ids.append(try #require(try await visitor.apiOK(.post, "/api/v1/habits", json: #"{"name": "\#(name)"}"#)["id"] as? String))
            }
            func order() async throws -> [String] {
                try await visitor.api(.get, "/api/v1/habits").jsonArray.compactMap { $0["name"] as? String }
            }
            let list = try await visitor.get("/habits")
            #expect(list.text.contains("Move “Walk” up") && list.text.contains("Move “Walk” down"))
            #expect(!list.text.contains("Move “Read” up") && !list.text.contains("Move “Water” down"))

            let moved = try await visitor.post("/habits/\(ids[2])/move", form: ["direction": "up"])
            #expect(moved.status == .seeOther && moved.headers[.location] == "/habits")
            #expect(try await order() == ["Read", "Water", "Walk"])
            _ = try await visitor.post("/habits/\(ids[0])/move", form: ["direction": "down"])
            #expect(try await order() == ["Water", "Read", "Walk"])
            // Already first: nothing moves.
            _ = try await visitor.post("/habits/\(ids[2])/move", form: ["direction": "up"])
            #expect(try await order() == ["Water", "Read", "Walk"])

            let api = try await visitor.api(.post, "/api/v1/habits/\(ids[1])/move", json: #"{"to": "top"}"#)
            #expect(api.status == .ok && api.json["name"] as? String == "Walk")
            #expect(try await order() == ["Walk", "Water", "Read"])
            _ = try await visitor.apiOK(.post, "/api/v1/habits/\(ids[0])/move", json: #"{"before": "\#(ids[2])"}"#)
            #expect(try await order() == ["Walk", "Read", "Water"])
            let neither = try await visitor.api(.post, "/api/v1/habits/\(ids[0])/move", json: #"{"to": "middle"}"#)
            #expect(neither.status == .badRequest && neither.errorField == "to")
            let two = try await visitor.api(.post, "/api/v1/habits/\(ids[0])/move", json: #"{"to": "top", "after": "\#(ids[1])"}"#)
            #expect(two.status == .badRequest)
            #expect(try await visitor.api(.post, "/api/v1/habits/\(ids[0])/move", json: #"{"before": "nope"}"#).status == .notFound)
            #expect(try await order() == ["Walk", "Read", "Water"])
        }
    }

    /// Issue 30: the amount field held the target (20), so typing 24 logged "2024 pages". The
    /// field is empty now (the target as a placeholder), and more than 10× the target is asked
    /// about with the typed amount kept, logged only once confirmed; the API wants `confirmed`.
    @Test func anAmountPastTenTimesTheTargetIsConfirmedBeforeItIsLogged() async throws {
        let (_, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let created = try await visitor.api(.post, "/api/v1/habits", json: #"{"name": "Read", "target": 20, "unit": "pages"}"#)
            let id = created.json["id"] as? String ?? ""
            for page in ["/habits", "/habits/\(id)", "/today"] {
                let html = try await visitor.get(page).text
                let inputs = html.matches(of: /<input[^>]*name="amount"[^>]*>/).map { String($0.output) }
                #expect(!inputs.isEmpty, "\(page) has an amount field")
                for input in inputs {
                    #expect(!input.contains("value="), "\(page): the amount field starts empty: \(input)")
                    #expect(input.contains("placeholder=\"20\""), "\(page): the target is the placeholder: \(input)")
                }
            }
            let refused = try await visitor.post("/habits/\(id)/check-in", form: ["amount": "2024", "back": "list"])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("2024 pages is more than 10 times the target of 20 pages"))
            #expect(refused.text.contains("value=\"2024\""), "the typed amount is kept")
            #expect(refused.text.contains("Yes, 2024 pages is right"))
            #expect(refused.text.contains("name=\"back\" value=\"list\""))
            let history = try await visitor.api(.get, "/api/v1/habits/\(id)/check-ins")
            #expect((history.json["checkIns"] as? [Any])?.isEmpty ?? true, "nothing is logged before it is confirmed")

            // Corrected: 24 is logged at once.
            let corrected = try await visitor.post("/habits/\(id)/check-in", form: ["amount": "24", "back": "list"])
            #expect(corrected.status == .seeOther && corrected.headers[.location] == "/habits")
            #expect(try await visitor.get("/habits").text.contains("✓ Done · 24 pages"))
            // Confirmed: 250 (a long day of reading) is logged.
            let yesterday = today.adding(days: -1).description
            let confirmed = try await visitor.post(
                "/habits/\(id)/check-in", form: ["day": yesterday, "amount": "250", "confirmed": "yes", "back": "habit"])
            #expect(confirmed.status == .seeOther)
            #expect(try await visitor.get("/habits/\(id)").text.contains("250 pages"))
            // Exactly 10× is plausible; a refused amount out of range is refused for that, without the checkbox.
            #expect(try await visitor.post("/habits/\(id)/check-in", form: ["amount": "200", "back": "list"]).status == .seeOther)
            let negative = try await visitor.post("/habits/\(id)/check-in", form: ["amount": "-3", "back": "list"])
            #expect(negative.status == .badRequest && !negative.text.contains("is right"))

            let api = try await visitor.api(.post, "/api/v1/habits/\(id)/check-ins", json: #"{"amount": 2024}"#)
            #expect(api.status == .badRequest && api.errorField == "amount")
            let apiConfirmed = try await visitor.api(.post, "/api/v1/habits/\(id)/check-ins", json: #"{"amount": 2024, "confirmed": true}"#)
            #expect(apiConfirmed.status == .ok)
        }
    }
}

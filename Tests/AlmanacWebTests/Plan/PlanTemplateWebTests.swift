import AlmanacCore
import AlmanacStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// A Monday and the Monday after, far from today so no plan version is kept.
private let monday = LocalDay(year: 2027, month: 3, day: 22)
private let nextMonday = LocalDay(year: 2027, month: 3, day: 29)

@Suite struct PlanTemplateWebTests {
    /// The plan page saves its day as a template and applies it to another day; the flash says
    /// what was placed and which blocks it overlaps, and Undo takes it all back.
    @Test func thePlanPageSavesADayAsATemplateAndAppliesIt() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let work = try await database.addArea(owner: owner, name: "Work")
            for (title, start) in [("Deep <work>", "09:00"), ("Email", "11:00")] {
                let added = try await visitor.post(
                    "/plan/\(monday)/add", form: ["title": title, "start": start, "minutes": "60", "link": "area:\(work.id)"])
                #expect(added.status == .seeOther)
            }
            let saved = try await visitor.post("/plan/templates", form: ["name": "Monday", "scope": "day", "day": monday.description])
            #expect(saved.headers[.location] == "/plan/\(monday)#templates")
            let page = try await visitor.get("/plan/\(nextMonday)")
            #expect(page.text.contains("Saved “Monday”: 2 blocks."))
            let id = try #require(try await database.planTemplates(owner: owner).first?.id)
            #expect(page.text.contains("action=\"/plan/templates/\(id)/apply\"") && page.text.contains("a day · 2 blocks"))
            #expect(page.text.contains(">Apply to Monday</button>"))

            _ = try await database.addBlock(
                owner: owner,
                TimeBlockDraft(title: "Dentist", day: nextMonday, start: try WallClockTime("09:30"), minutes: 30, areaId: work.id))
            let applied = try await visitor.post("/plan/templates/\(id)/apply", form: ["day": nextMonday.description])
            #expect(applied.headers[.location] == "/plan/\(nextMonday)")
            let after = try await visitor.get("/plan/\(nextMonday)")
            #expect(
                after.text.contains(
                    "Applied “Monday” to \(Dates.long(nextMonday)): 2 blocks placed. 1 overlaps blocks already there (09:30–10:00 Dentist)."
                ))
            #expect(after.text.contains("Deep &lt;work&gt;") && after.text.contains("Planned 2 h 30 min"))
            _ = try await visitor.post("/undo", form: [:])
            let undone = try await database.blocks(owner: owner, from: nextMonday, through: nextMonday).map(\.title)
            #expect(undone == ["Dentist"])

            // A refused save comes back with the reason, naming nothing saved.
            let empty = try await visitor.post("/plan/templates", form: ["name": "Empty", "scope": "day", "day": "2027-04-01"])
            #expect(empty.status == .seeOther)
            let refusedPage = try await visitor.get("/plan/2027-04-01")
            #expect(refusedPage.text.contains("2027-04-01 has no blocks to save."))
            let bad = try await visitor.post("/plan/templates", form: ["name": "X", "scope": "month", "day": monday.description])
            #expect(bad.status == .seeOther)
            let names = try await database.planTemplates(owner: owner).map(\.template.name)
            #expect(names == ["Monday"])

            let deleted = try await visitor.post("/plan/templates/\(id)/delete", form: ["day": monday.description])
            let left = try await database.planTemplates(owner: owner)
            #expect(deleted.status == .seeOther && left.isEmpty)
        }
    }

    @Test func theAPIListsSavesAppliesAndDeletesTemplatesOfItsOwnerOnly() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let work = try await database.addArea(owner: owner, name: "Work")
            let goal = try await database.addGoal(owner: owner, weekContaining: monday, title: "Ship", areaId: work.id, estimateHours: 4)
            _ = try await database.addBlock(
                owner: owner, TimeBlockDraft(title: "Ship it", day: monday, start: try WallClockTime("10:00"), minutes: 90, goalId: goal.id)
            )

            let saved = try await visitor.api(
                .post, "/api/v1/plan/templates", json: #"{"name": "Week A", "day": "\#(monday.adding(days: 3))", "scope": "week"}"#)
            #expect(saved.status == .created && saved.json["scope"] as? String == "week")
            let id = try #require(saved.json["id"] as? String)
            let blocks = try #require(saved.json["blocks"] as? [[String: Any]])
            #expect(blocks.count == 1 && blocks[0]["dayOffset"] as? Int == 0 && blocks[0]["goalId"] as? String == goal.id)

            let list = try await visitor.api(.get, "/api/v1/plan/templates")
            #expect(list.status == .ok && list.jsonArray.map { $0["name"] as? String } == ["Week A"])

            let applied = try await visitor.api(
                .post, "/api/v1/plan/templates/\(id)/apply", json: #"{"day": "\#(nextMonday.adding(days: 6))"}"#)
            #expect(applied.status == .ok && applied.json["skipped"] as? Int == 0)
            let placed = try #require(applied.json["blocks"] as? [[String: Any]])
            #expect(placed.count == 1 && placed[0]["day"] as? String == nextMonday.description && placed[0]["start"] as? String == "10:00")
            #expect((applied.json["days"] as? [String])?.count == 7)

            let noName = try await visitor.api(.post, "/api/v1/plan/templates", json: #"{"name": " ", "day": "\#(monday)"}"#)
            #expect(noName.status == .badRequest && noName.errorField == "name")
            let empty = try await visitor.api(.post, "/api/v1/plan/templates", json: #"{"name": "Empty", "day": "2027-06-01"}"#)
            #expect(empty.status == .badRequest && empty.errorField == "day")

            // Another account neither sees nor applies nor deletes it.
            _ = try await database.createUser(username: "bob", password: "battery staple horse", timeZone: "UTC")
            var bob = Visitor(client)
            _ = try await bob.post("/signin", form: ["username": "bob", "password": "battery staple horse"])
            let bobsList = try await bob.api(.get, "/api/v1/plan/templates")
            #expect(bobsList.status == .ok && bobsList.jsonArray.isEmpty)
            let bobApplies = try await bob.api(.post, "/api/v1/plan/templates/\(id)/apply", json: #"{"day": "\#(monday)"}"#)
            #expect(bobApplies.status == .notFound)
            let bobDeletes = try await bob.api(.delete, "/api/v1/plan/templates/\(id)")
            #expect(bobDeletes.status == .notFound)
            let bobsForm = try await bob.post("/plan/templates/\(id)/apply", form: ["day": monday.description])
            #expect(bobsForm.status == .notFound)

            let deleted = try await visitor.api(.delete, "/api/v1/plan/templates/\(id)")
            #expect(deleted.status == .noContent)
            let none = try await visitor.api(.get, "/api/v1/plan/templates")
            #expect(none.jsonArray.isEmpty)
        }
    }
}

/// Issue 31: planned against actual per area, on the plan of a day and over its week.
@Suite struct PlanAreaTotalsWebTests {
    @Test func theDayAndTheWeekShowPlannedAndRanPerArea() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let work = try await database.addArea(owner: owner, name: "Work")
            let home = try await database.addArea(owner: owner, name: "Home <&>")
            let today = LocalDay(containing: Date(), in: TimeZone(identifier: "Europe/Berlin")!)
            let ran = try await database.addBlock(
                owner: owner,
                TimeBlockDraft(title: "Deep work", day: today, start: try WallClockTime("23:45"), minutes: 15, areaId: work.id))
            let intention = try await database.startBlock(owner: owner, id: ran.id)
            _ = try await database.endIntention(owner: owner, id: intention.id)
            _ = try await database.addBlock(
                owner: owner, TimeBlockDraft(title: "Email", day: today, start: try WallClockTime("08:00"), minutes: 45, areaId: work.id))
            _ = try await database.addBlock(
                owner: owner, TimeBlockDraft(title: "Cook", day: today, start: try WallClockTime("19:00"), minutes: 90, areaId: home.id))
            let page = try await visitor.get("/plan/\(today)").text
            // The day: the larger plan first; the intention ended at once, so it ran 0 min.
            #expect(page.contains("aria-label=\"Planned and ran by area on \(Dates.long(today))\""))
            #expect(page.contains("<span class=\"plan-area-name\">Home &lt;&amp;&gt;</span> planned 1 h 30 min · ran 0 min"))
            #expect(page.contains("<span class=\"plan-area-name\">Work</span> planned 1 h · ran 0 min"))
            let homeLine = try #require(page.range(of: "Home &lt;&amp;&gt;</span> planned"))
            let workLine = try #require(page.range(of: "Work</span> planned"))
            #expect(homeLine.lowerBound < workLine.lowerBound)
            #expect(page.contains("aria-label=\"Planned and ran by area this week\""))
        }
    }
}

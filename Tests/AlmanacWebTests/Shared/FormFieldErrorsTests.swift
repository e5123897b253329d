import AlmanacCore
import AlmanacStore
import Foundation
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Issue 35: a form post with several fields wrong names them all at once. For each module's main
/// form, a post with three wrong fields answers 400 with each field's message beside it
/// (`id="<field>-error"`, the control, whatever its kind, `aria-invalid` and pointing to it), a
/// summary (role="alert") that lists every message, each linked to its field, and what was typed.
@Suite struct FormFieldErrorsTests {
    /// A form of a module posted with several wrong fields, and the fields that must be named.
    struct WrongPost: CustomTestStringConvertible, Sendable {
        var module: String
        /// Makes what the form needs (a to-do to edit…) and answers the path to post to.
        var prepare: @Sendable (AppDatabase, String) async throws -> String
        var form: [String: String]
        /// Each wrong field and a part of its message.
        var expected: [(field: String, message: String)]
        /// A value typed that the page shows again (as the page writes it).
        var kept: String

        var testDescription: String { module }
    }

    static let posts: [WrongPost] = [
        WrongPost(
            module: "Tasks: a to-do's details",
            prepare: { database, owner in
                let task = try await database.addTask(owner: owner, quickEntry: "Water plants", defaultListId: nil, defaultWhen: nil)
                return TasksRoutes.item.href(task.task.task.id).description
            },
            form: [
                "title": " ", "notes": "kept notes", "whenKind": "day", "startDay": "2026-13-01", "deadline": "someday soon",
                "back": "/tasks/inbox",
            ],
            expected: [
                ("title", "Title must not be empty."), ("startDay", "“2026-13-01” is not a day"), ("deadline", "is not a day"),
            ],
            kept: "kept notes"),
        WrongPost(
            module: "Food: an activity",
            prepare: { _, _ in FoodRoutes.activity.href.description },
            form: ["day": "today", "name": "Cycling hard", "minutes": "0", "kcal": "-5", "time": "25:99"],
            expected: [
                ("minutes", "Minutes of activity must be"), ("kcal", "Calories of one activity must be"), ("time", "is not a time of day"),
            ],
            kept: "Cycling hard"),
        WrongPost(
            module: "Food: the energy profile",
            prepare: { _, _ in FoodRoutes.profile.href.description },
            form: ["sex": "", "birthYear": "1800", "heightCm": "tall", "activityMultiplier": ""],
            expected: [("sex", "Choose female or male"), ("birthYear", "Year of birth must be"), ("heightCm", "Height must be a number")],
            kept: "1800"),
        WrongPost(
            module: "Food: your own food",
            prepare: { _, _ in FoodRoutes.customFoods.href.description },
            form: ["name": "Oat bar kept", "kcal": "-5", "per": "100g", "servingGrams": "40", "portionGrams": "30"],
            expected: [
                ("nutrients.\(NutrientNumber.energyKcal)", "Amount of one nutrient must be"),
                ("servingGrams", "counts only when the nutrients are per serving"), ("portionName", "Name the portion of 30 g"),
            ],
            kept: "Oat bar kept"),
        WrongPost(
            module: "Habits: a habit",
            prepare: { _, _ in HabitsRoutes.list.href.description },
            form: ["name": "Stretch kept", "kind": "weekly", "times": "9", "target": "-3", "reminder": "25:99"],
            expected: [
                ("times", "Times a week must be a whole number from 1 to 7"), ("target", "A habit's target must be"),
                ("reminder", "is not a time of day"),
            ],
            kept: "Stretch kept"),
        WrongPost(
            module: "Lifts: a lift's settings",
            prepare: { _, _ in LiftsRoutes.settings.href.description },
            form: [
                "lift": "squat", "rate": "fast", "unit": "cm", "minimumRange": "0", "minimumVelocity": "0.137", "tiltLimit": "90",
                "velocityLossTarget": "20", "zone": "",
            ],
            expected: [
                ("rate", "The clip's sample rate must be a number"), ("minimumRange", "The minimum range of a rep must be"),
                ("tiltLimit", "The tilt limit must be"),
            ],
            kept: "0.137"),
        WrongPost(
            module: "Runbooks: a pact",
            prepare: { _, _ in RunbooksRoutes.pacts.href.description },
            form: ["kind": "price", "text": "Run every day kept", "delayHours": "0", "amount": "lots", "link": "bogus:thing"],
            expected: [
                ("delayHours", "must be"), ("amount", "The amount must be a number"), ("link", "Attach a pact to goal:ID"),
            ],
            kept: "Run every day kept"),
        WrongPost(
            module: "Timelines: an event",
            prepare: { _, _ in TimelinesRoutes.events.href.description },
            form: ["newTimeline": "Trips kept", "title": " ", "start": "someday", "end": "soon"],
            expected: [("title", "Title must not be empty"), ("start", "“someday” is not a date"), ("end", "“soon” is not a date")],
            kept: "Trips kept"),
        WrongPost(
            module: "Week: the System settings",
            prepare: { _, _ in WeekRoutes.settings.href.description },
            form: [
                "activeStart": "25:00", "activeEnd": "17:00", "activeDay": "2", "webhookUrl": "https://kept.example/hook",
                "sprintLength": "1", "todayCard": "bogus", "questions": " ",
            ],
            expected: [
                ("activeStart", "is not a time of day"), ("todayCards", "not “bogus”"), ("questions", "at least one question"),
            ],
            kept: "https://kept.example/hook"),
        WrongPost(
            module: "Week: the capacity",
            prepare: { _, _ in WeekRoutes.capacity.href("today").description },
            form: ["hours1": "25", "hours2": "many", "hours3": "-1", "hours4": "6"],
            expected: [
                ("hours1", "Hours available in a day must be"), ("hours2", "Hours available in a day must be a number"),
                ("hours3", "Hours available in a day must be"),
            ],
            kept: #"value="many""#),
        WrongPost(
            module: "Focus: a practice session",
            prepare: { _, _ in FocusRoutes.practice.href.description },
            form: ["minutes": "0", "note": "kept practice note", "feeling": "9"],
            expected: [("minutes", "Minutes of practice must be"), ("feeling", "How you feel is 1 (angry)")],
            kept: "kept practice note"),
        WrongPost(
            module: "Today: the sleep module",
            prepare: { _, _ in TodayRoutes.module.href("today", DayModule.sleep.rawValue).description },
            form: ["wentToBed": "23:47", "wokeUp": "", "quality": "9"],
            expected: [("wokeUp", "Woke up"), ("quality", "Sleep quality must be a whole number from 1 to 5")],
            kept: #"value="23:47""#),
        WrongPost(
            module: "Today: the health module",
            prepare: { _, _ in TodayRoutes.module.href("today", DayModule.health.rawValue).description },
            form: ["weightKg": "heavy", "restingHeartRate": "500", "notes": "kept health notes"],
            expected: [("weightKg", "must be a number"), ("restingHeartRate", "must be")],
            kept: "kept health notes"),
        WrongPost(
            module: "Accounts: the profile",
            prepare: { _, _ in AccountsRoutes.profile.href.description },
            form: [
                "displayName": "Kept display name", "timeZone": "Europe/Berlin", "weekStart": "9", "dayStartHour": "12",
                "unitSystem": "imperial", "dateOrder": "monthDay",
            ],
            expected: [
                ("weekStart", "week starts (1 = Sunday"), ("dayStartHour", "hour the day starts"),
                ("unitSystem", "The unit system is metric or us."),
            ],
            kept: "Kept display name"),
        WrongPost(
            module: "Plan: a new block",
            prepare: { _, _ in PlanRoutes.addBlock.href("2026-03-02").description },
            form: ["title": "Kept block title", "start": "25:99", "minutes": "5", "link": "bogus"],
            expected: [
                ("start", "is not a time of day"), ("minutes", "The length of a block must be"),
                ("link", "Pick a goal or an area from the list."),
            ],
            kept: "Kept block title"),
        WrongPost(
            module: "Journal: an entry",
            prepare: { _, _ in JournalRoutes.entries.href.description },
            form: ["text": "Kept journal words", "day": "2026-13-01", "time": "25:00", "mood": "furious"],
            expected: [("day", "is not a date"), ("time", "is not a time of day"), ("mood", "Choose a mood from the list.")],
            kept: "Kept journal words"),
    ]

    @Test(arguments: posts) func everyWrongFieldIsNamedBesideItAndInTheSummary(_ post: WrongPost) async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let path = try await post.prepare(database, owner)
            let response = try await visitor.post(path, form: post.form)
            #expect(response.status == .badRequest)
            let page = response.text
            let summary = try #require(Self.element(in: page, from: #"class="flash error error-summary""#), "no summary")
            #expect(page.contains(#"role="alert"><p>\#(post.expected.count) fields need a change:</p>"#), "the summary is not announced")
            #expect(summary.contains("\(post.expected.count) fields need a change"))
            for (field, message) in post.expected {
                let beside = Self.element(in: page, from: #"id="\#(field)-error""#)
                #expect(beside?.contains(message) == true, "\(field): beside it \(beside ?? "nothing")")
                #expect(summary.contains(##"href="#\##(field)-error""##), "\(field) not linked from the summary")
                #expect(summary.contains(message), "\(field) not in the summary")
                let control = Self.openingTag(in: page, holding: #"aria-describedby="\#(field)-error""#)
                #expect(control != nil, "\(field)'s control does not point to its message")
                #expect(control?.contains(#"aria-invalid="true""#) == true, "\(field)'s control is not marked: \(control ?? "")")
            }
            #expect(page.contains(post.kept), "the values typed are not kept")
        }
    }

    /// A small action that redirects back (move a block) names every wrong field in its flash,
    /// under the summary's heading, one item each; one wrong field is its one sentence.
    @Test func aRedirectedRefusalListsEveryWrongField() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let area = try await database.addArea(owner: owner, name: "Work")
            let block = try await database.addBlock(
                owner: owner,
                TimeBlockDraft(
                    title: "Write", day: LocalDay("2026-05-04")!, start: try WallClockTime(hour: 9, minute: 0), minutes: 45, areaId: area.id
                ))
            let path = PlanRoutes.block.href(block.id).description
            let refused = try await visitor.post(
                path, form: ["day": "2026-13-01", "start": "25:99", "minutes": "lots", "back": "2026-05-04"])
            #expect(refused.status == .seeOther)
            let page = try await visitor.get(try #require(refused.headers[.location]))
            let flash = try #require(Self.element(in: page.text, from: #"class="flash error error-summary""#), "no list in the flash")
            #expect(flash.contains("3 fields need a change:"))
            for message in ["“2026-13-01” is not a date", "is not a time of day", "“lots” is not a length"] {
                #expect(flash.contains("<li>") && flash.contains(message), "\(message) not in \(flash)")
            }
            _ = try await visitor.post(path, form: ["start": "25:99", "back": "2026-05-04"])
            let once = try await visitor.get(PlanRoutes.day.href("2026-05-04").description).text
            #expect(!once.contains("error-summary") && once.contains("is not a time of day"))
        }
    }

    /// The week page shows again what was typed in the form refused (a goal), and what is saved in
    /// its other forms (the capacity).
    @Test func theWeekPageKeepsTheGoalTypedAfterARefusal() async throws {
        let (database, app) = try await makeApp()
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await visitor.setUp()
            let owner = try await database.user(named: "ada").id
            let area = try await database.addArea(owner: owner, name: "Health")
            let refused = try await visitor.post(
                WeekRoutes.goals.href("today").description, form: ["title": "Kept goal title", "areaId": area.id, "estimateHours": "-2"])
            #expect(refused.status == .badRequest)
            let goal = try #require(Self.openingTag(in: refused.text, holding: #"name="title""#))
            #expect(goal.contains(#"value="Kept goal title""#))
            #expect(refused.text.contains(#"<option value="\#(area.id)" selected"#))
            #expect(Self.openingTag(in: refused.text, holding: #"name="estimateHours""#)?.contains(#"value="-2""#) == true)
            #expect(Self.openingTag(in: refused.text, holding: #"name="hours1""#)?.contains(#"aria-invalid"#) == false)
        }
    }

    /// A flash too long for its cookie (messages quoting long typed text) still says something:
    /// the first message and how many more, not nothing.
    @Test func aFlashTooLongForItsCookieSaysTheFirstMessageAndHowManyMore() {
        let long = String(repeating: "x", count: 1_500)
        let problems = ["a", "b", "c"].map { FieldProblem(field: $0, message: "“\(long)” is not a day.") }
        let flash = Flash.error(AlmanacError.fields(problems))
        #expect(flash.problems == nil && flash.message.hasSuffix("(and 2 more fields to change)"))
        #expect(flash.cookieValue.utf8.count < 4_096)
        let fits = Flash.error(AlmanacError.fields([FieldProblem(field: "a", message: "A."), FieldProblem(field: "b", message: "B.")]))
        #expect(fits.problems == ["A.", "B."] && fits.message == "2 fields need a change:")
    }

    /// The opening tag that holds `marker` (an input, a select, a textarea, a fieldset).
    static func openingTag(in page: String, holding marker: String) -> String? {
        guard let found = page.range(of: marker), let start = page[..<found.lowerBound].lastIndex(of: "<"),
            let end = page[found.upperBound...].firstIndex(of: ">")
        else { return nil }
        return String(page[start...end])
    }

    /// The text of the element whose opening tag holds `marker`, up to its closing tag (enough for
    /// the flat `<p>` and `<div>` of a message and a summary).
    static func element(in page: String, from marker: String) -> String? {
        guard let start = page.range(of: marker) else { return nil }
        let tagStart = page[..<start.lowerBound].lastIndex(of: "<") ?? start.lowerBound
        let name = page[page.index(after: tagStart)...].prefix { $0.isLetter }
        guard let end = page.range(of: "</\(name)>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}

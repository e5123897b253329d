import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging

@testable import AlmanacWeb

/// A signed-in user with data in every module, for the checks that visit every page (the crawl
/// and the statement count). A new module adds its data to `fill` (ARCHITECTURE.md, recipe step 6).
enum ShapeFixture {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 1, count: 56))
    static let timeZone = TimeZone(identifier: "Europe/Berlin")!

    /// The router of the real app over `database`, with one more route that reads nothing: its
    /// statements are those of the middleware alone (session, user), the baseline of every page.
    static func application(_ router: Router<AppRequestContext>) -> some ApplicationProtocol {
        var logger = Logger(label: "almanac-shape")
        logger.logLevel = .warning
        return Application(router: router, logger: logger)
    }

    static func router(_ database: AppDatabase) -> Router<AppRequestContext> {
        let router = buildRouter(database: database, configuration: AppConfiguration(logLevel: .warning, outboundRequests: false))
        router.get(RouterPath(baselinePath)) { _, _ in "" }
        return router
    }

    static let baselinePath = "/shape-check/baseline"

    /// Signs up through the setup page and loads the sample food catalogue; the user's id.
    static func signUp(_ visitor: inout Visitor, _ database: AppDatabase) async throws -> String {
        try await visitor.setUp()
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        return try await database.user(named: "ada").id
    }

    /// Adds `count` of each kind of thing of every module for `owner`; `round` keeps names apart
    /// when called again to grow the data.
    static func fill(_ database: AppDatabase, owner: String, count: Int, round: Int = 0) async throws {
        let today = LocalDay(containing: Date(), in: timeZone)
        if round == 0 {
            _ = try await database.startWeek(owner: owner, containing: today)
            _ = try await database.saveStandup(owner: owner, day: today, answers: ["Wrote the checks", "Run them"])
            try await database.saveRetrospective(owner: owner, weekContaining: today, wentWell: "Focus", improve: "Sleep")
            try await database.setEnergyProfile(owner: owner, sex: .female, birthYear: 1990, heightCm: 170, activityMultiplier: 1.4)
        }
        var customFoods: [String] = []
        for index in 0..<count {
            let name = "\(round)-\(index)"
            // Week and Focus: an area, a goal this week, an intention ended and rated, an action item.
            let area = try await database.addArea(owner: owner, name: "Area \(name)")
            let goal = try await database.addGoal(
                owner: owner, weekContaining: today, title: "Goal \(name)", areaId: area.id, estimateHours: 2)
            let intention = try await database.startIntention(owner: owner, what: "Intention \(name)", plannedMinutes: 25, goalId: goal.id)
            _ = try await database.logDistraction(owner: owner, intentionId: intention.id, trigger: .internal, note: nil, urgePassed: true)
            _ = try await database.endIntention(owner: owner, id: intention.id)
            _ = try await database.with(now: { Date().addingTimeInterval(60) }).rateIntention(
                owner: owner, id: intention.id, feeling: .happy)
            _ = try await database.addActionItem(owner: owner, weekContaining: today, text: "Action \(name)")
            // Plan: a block for the goal that an intention ran for, and one for the area (drawn on the grid).
            let start = try WallClockTime(hour: 6 + (round * count + index) % 16, minute: 15)
            let block = try await database.addBlock(
                owner: owner, TimeBlockDraft(title: "Block \(name)", day: today, start: start, minutes: 45, goalId: goal.id))
            let ran = try await database.startBlock(owner: owner, id: block.id)
            _ = try await database.endIntention(owner: owner, id: ran.id)
            let areaBlock = try await database.addBlock(
                owner: owner, TimeBlockDraft(title: "Area block \(name)", day: today, start: start, minutes: 30, areaId: area.id))
            _ = try await database.changeBlock(owner: owner, id: areaBlock.id, minutes: 45, reason: "Longer than planned")
            let missed = try await database.addBlock(
                owner: owner,
                TimeBlockDraft(title: "Missed block \(name)", day: today.adding(days: -1), start: start, minutes: 15, areaId: area.id))
            _ = try await database.disposeBlock(owner: owner, id: missed.id, disposition: .backToList, cause: .internal)
            // Plan: today's blocks saved as a template (plan_templates, plan_template_blocks).
            _ = try await database.savePlanTemplate(owner: owner, name: "Template \(name)", scope: .day, from: today)
            // One more past week per round and index (a goal in it saves it), so the past weeks page grows.
            _ = try await database.addGoal(
                owner: owner, weekContaining: today.adding(days: -7 * (1 + round + index)), title: "Past goal \(name)", areaId: area.id,
                estimateHours: 3)
            // Tasks: a list with a to-do for today (for the goal, with a checklist and a tag) and one for someday.
            let list = try await database.addList(owner: owner, name: "List \(name)")
            let task = try await database.addTask(
                owner: owner,
                NewTask(title: "Task \(name)", listId: list.id, when: .day(today), tags: ["errand"], checklist: ["Step"], goalId: goal.id))
            // Today's cards in an order of the person's own (system_settings.today_cards).
            var settings = SystemSettings.standard
            settings.todayCards = TodayCard.stored(["standup", "todos"])
            try await database.updateSystemSettings(owner: owner, settings)
            // "Focus on this": an intention for that to-do (its task_id), ended.
            let focused = try await database.startIntention(owner: owner, what: "", plannedMinutes: 15, taskId: task.task.id)
            _ = try await database.endIntention(owner: owner, id: focused.id)
            _ = try await database.addTask(owner: owner, NewTask(title: "Someday \(name)", when: .someday))
            // A heading in the list, with a to-do under it (issue 33).
            let heading = try await database.addHeading(owner: owner, listId: list.id, title: "Heading \(name)")
            _ = try await database.addTask(owner: owner, NewTask(title: "Headed \(name)", listId: list.id, headingId: heading.id))
            // Task imports: a list brought in from a Todoist CSV.
            _ = try await database.applyTaskImport(
                owner: owner,
                plan: try await database.taskImportPlan(
                    owner: owner, source: .todoist, data: Data("TYPE,CONTENT\ntask,Imported \(name) @errand\n".utf8),
                    name: "Imported \(name).csv"))
            // Timelines: a timeline with two events and a saved query.
            let timeline = try await database.addTimeline(owner: owner, name: "Timeline \(name)")
            _ = try await database.addEvent(
                owner: owner, timelineId: timeline.id,
                TimelineEventInput(title: "Job \(name)", tags: ["job"], start: try PartialDate(parsing: "2015"), ongoing: true))
            _ = try await database.addEvent(
                owner: owner, timelineId: timeline.id,
                TimelineEventInput(
                    title: "Trip \(name)", start: try PartialDate(parsing: "2016-05"), end: try PartialDate(parsing: "2016-06")))
            _ = try await database.addTimelineQuery(owner: owner, name: "Query \(name)", filter: TimelineFilter(tag: "job"))
            // Food: a logged food, a recipe, a custom food, a weigh-in, an activity.
            _ = try await database.logFood(owner: owner, foodId: "09040", amount: .grams(120), meal: .lunch)
            _ = try await database.saveRecipe(
                owner: owner, RecipeInput(name: "Recipe \(name)", servings: 2, ingredients: [("09040", 100), ("01079", 200)]))
            let custom = try await database.createCustomFood(owner: owner, CustomFoodInput(name: "Food \(name)", nutrients: ["208": 250]))
            customFoods.append(custom.id)
            _ = try await database.addWeight(owner: owner, kilograms: 70 + Double(index) / 10)
            _ = try await database.addActivity(owner: owner, name: "Run \(name)", minutes: 30, kcal: 300, at: Date())
            // Prices: a saved comparison.
            _ = try await database.saveComparison(
                owner: owner, name: "Comparison \(name)",
                request: PriceComparisonRequest(
                    unitSystem: .metric,
                    products: [
                        ProductInput(name: "Bertolli", store: "Lidl", price: "8.99", quantity: "750", unit: "ml"),
                        ProductInput(name: "Monini", price: "12.99", quantity: "1", unit: "l"),
                    ], displayUnit: "per 100ml"))
            // Habits: one daily with yesterday and today checked in and a rest day ahead, one measurable.
            let habit = try await database.addHabit(owner: owner, HabitDraft(name: "Habit \(name)", icon: "📚", areaId: area.id))
            try await database.checkInHabit(owner: owner, habitId: habit.id, day: today.adding(days: -1))
            try await database.checkInHabit(owner: owner, habitId: habit.id)
            try await database.addHabitRestDay(owner: owner, habitId: habit.id, day: today.adding(days: 2))
            let water = try await database.addHabit(
                owner: owner, HabitDraft(name: "Water \(name)", schedule: .timesPerWeek(3), target: 8, unit: "glasses"))
            try await database.checkInHabit(owner: owner, habitId: water.id, amount: 4)
            // Lifts: a set recorded from a simulated stream (into today's session) and a template.
            _ = try await database.recordLiftSet(
                owner: owner, sessionId: nil,
                LiftSetInput(
                    kind: .squat, name: "Squat \(name)", loadKg: 100 + Double(index), goalReps: 5,
                    stream: LiftSimulator.run(.init(kind: .squat, reps: 3, loadKg: 100 + Double(index), seed: UInt64(index + 1))).text))
            _ = try await database.addLiftTemplate(owner: owner, name: "Template \(name)", kind: .bench, loadKg: 60, goalReps: 8, sets: 3)
            try await database.setLiftDefaults(owner: owner, kind: .bench, LiftDefaultsChange(velocityLossTarget: 25))
            // Today: a photo, when the database has a folder for files.
            if database.folder != nil {
                _ = try await database.addPhotos(owner: owner, day: today, [PhotoUpload(bytes: png, caption: "Photo \(name)")])
            }
            // Journal: an entry today with tags, mood, location and (with a folder) a photo; one of this
            // date a year ago (for "on this day"); a daily review and a draft of a new entry.
            let zone = timeZone.identifier
            let entry = try await database.addJournalEntry(
                owner: owner,
                JournalEntryInput(
                    text: "# Entry \(name)\n\nA *good* day.", writtenAt: Date().addingTimeInterval(-Double(index) * 60), timeZone: zone,
                    tags: ["walk", "tag-\(index)"], mood: .happy, location: "Berlin"))
            let yearAgo = LocalDay(year: today.year - 1, month: today.month, day: min(today.day, 28))
            _ = try await database.addJournalEntry(
                owner: owner,
                JournalEntryInput(
                    text: "Memory \(name)", writtenAt: JournalRules.instant(day: yearAgo, time: try WallClockTime("20:00"), in: timeZone),
                    timeZone: zone, tags: ["memory"]))
            if database.folder != nil {
                _ = try await database.addJournalPhotos(
                    owner: owner, entryId: entry.id, [PhotoUpload(bytes: png, caption: "Journal \(name)")])
            }
            // Runbooks: one from a template with a contact step and a use, a contact, the emergency number.
            let runbook = try await database.addRunbook(owner: owner, template: index % 2 == 0 ? "anxiety" : "safety-plan")
            let contact = try await database.addRunbookContact(
                owner: owner, RunbookContactDraft(name: "Contact \(name)", phone: "030 \(index)", note: "friend", checkedOn: today))
            let call = try await database.addRunbookStep(
                owner: owner, runbookId: runbook.id, RunbookStepDraft(kind: .contact, text: "Call \(name)", contactId: contact.id))
            try await database.recordRunbookUse(
                owner: owner, runbookId: runbook.id, RunbookUseInput(before: .sad, after: .meh, stepsDone: [call.id]))
            // Pacts: a price pact for the goal with a referee, marked today, with a loosening that
            // waits (to the habit, no referee); an effort pact on the block (pacts, pact_marks).
            let pact = try await database.addPact(
                owner: owner, kind: .price,
                terms: PactTerms(
                    text: "Pact \(name)", amount: 5, consequence: "to Sam", link: PactLink(kind: .goal, id: goal.id),
                    referee: "sam@example.org"),
                delayHours: 24)
            _ = try await database.markPact(owner: owner, id: pact.id, kept: index % 2 == 0, reason: "Reason \(name)")
            _ = try await database.changePact(
                owner: owner, id: pact.id,
                terms: PactTerms(text: "Pact \(name)", amount: 1, consequence: "to Sam", link: PactLink(kind: .habit, id: habit.id)),
                delayHours: 24)
            _ = try await database.addPact(
                owner: owner, kind: .effort, terms: PactTerms(text: "Block pact \(name)", link: PactLink(kind: .block, id: block.id)))
            // Practice: a session with its feeling (practice_sessions).
            _ = try await database.logPractice(owner: owner, minutes: 10 + index, note: "Sat \(name)", feeling: .happy)
            if round == 0 && index == 0 {
                // Plan: a published feed of all blocks (plan_feeds; its address is shown once, so not crawled).
                _ = try await database.createPlanFeed(owner: owner)
                try await database.setRunbookEmergencyNumber(owner: owner, "112")
                try await database.saveDayModule(owner: owner, day: today, .review(text: "Reviewed the day"))
                _ = try await database.saveJournalDraft(owner: owner, entryId: nil, JournalDraft(text: "Half a thought"))
            }
        }
        // The first recipe (the one the crawl found) grows by every food of this round and the
        // sample catalogue's, so its page is measured with many ingredients.
        if round > 0, let first = try await database.recipes(owner: owner).first(where: { $0.name == "Recipe 0-0" }) {
            let more = (["05064", "08120", "11090"] + customFoods).map { (foodId: $0, grams: 50.0) }
            _ = try await database.saveRecipe(
                owner: owner, id: first.id,
                RecipeInput(name: first.name, servings: 2, ingredients: [("09040", 100), ("01079", 200)] + more))
        }
        // Health: an import of a watch's and a phone's samples over `count` days (sources, days, imports).
        var health = HealthReading()
        let start = Int64(today.adding(days: -count - 1).start(in: timeZone).timeIntervalSince1970)
        for index in 0..<count {
            let noon = start + Int64(index) * 86_400 + 43_200
            _ = health.add(.activeEnergy, source: "Shape Watch \(round)", start: noon, end: noon + 600, value: 50)
            _ = health.add(.steps, source: "Shape iPhone", start: noon, end: noon + 600, value: 900)
            _ = health.add(.bodyMass, source: "Shape iPhone", start: noon, end: noon, value: 70)
        }
        _ = try await database.importHealth(owner: owner, reading: health, fileName: "shape-\(round).csv", format: .csv)
        // Calendars: a file with `count` daily meetings that started before today and an all-day event today.
        var events = ""
        for index in 0..<count {
            events += """
                BEGIN:VEVENT\r\nUID:shape-\(round)-\(index)\r\nSUMMARY:Meeting \(round)-\(index)\r\n\
                DTSTART;TZID=Europe/Berlin:\(Self.compact(today.adding(days: -10)))T\(String(format: "%02d", 8 + index % 10))0000\r\n\
                DURATION:PT45M\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\n
                """
        }
        events += "BEGIN:VEVENT\r\nUID:shape-\(round)-day\r\nSUMMARY:Offsite\r\nDTSTART;VALUE=DATE:\(Self.compact(today))\r\nEND:VEVENT\r\n"
        _ = try await database.addCalendar(
            owner: owner, name: "Work \(round)", fileName: "work-\(round).ics",
            text: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n\(events)END:VCALENDAR\r\n")
    }

    /// "20260305": a day as iCalendar writes it.
    static func compact(_ day: LocalDay) -> String { day.description.replacingOccurrences(of: "-", with: "") }

    /// A temporary data folder (photos), removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-shape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

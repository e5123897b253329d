import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// `almanac copy` (issue 36): a household's installation on SQLite copied into PostgreSQL reads
/// the same there. Runs on the PostgreSQL pass of `scripts/test` (it needs a server).
@Suite(.enabled(if: TestEngine.isPostgres, "needs PostgreSQL (scripts/with-postgres)"))
struct InstallationCopyTests {
    /// Two people with a little of everything, some of it changed, corrected and undone.
    private func household() async throws -> (AppDatabase, [User]) {
        // SQLite by nature: the source of a copy is an SQLite installation.
        let source = try AppDatabase.inMemory()
        var people: [User] = []
        for (name, zone) in [("ada", "Europe/Berlin"), ("grace", "America/New_York")] {
            let user = try await source.createUser(username: name, password: "correct horse", timeZone: zone)
            people.append(user)
            let list = try await source.addList(owner: user.id, name: "Home")
            let task = try await source.addTask(
                owner: user.id,
                NewTask(title: "Call the plumber", notes: "about the \"leak\"", listId: list.id, tags: ["home"], checklist: ["Find number"])
            )
            _ = try await source.addTask(owner: user.id, NewTask(title: "Water the plants", listId: list.id))
            _ = try await source.completeTask(owner: user.id, id: task.task.id)
            let meal = try await source.quickAdd(owner: user.id, kcal: 640, meal: .lunch, note: "Pasta")
            try await source.correctFoodEntry(owner: user.id, id: meal, amount: nil, meal: .dinner, at: nil)
            let snack = try await source.quickAdd(owner: user.id, kcal: 120, meal: .snack)
            try await source.retractEntry(owner: user.id, id: snack)
            _ = try await source.addActivity(owner: user.id, name: "Walk", minutes: 40, kcal: 150)
            _ = try await source.addWeight(owner: user.id, kilograms: 68.4)
            _ = try await source.addHabit(owner: user.id, HabitDraft(name: "Read"))
            _ = try await source.startIntention(owner: user.id, what: "Write the report", plannedMinutes: 25)
            _ = try await source.addJournalEntry(
                owner: user.id,
                JournalEntryInput(text: "A quiet day. Ünïcödé and 'quotes'.", writtenAt: Date(), timeZone: zone, tags: ["calm"]))
            _ = try await source.addTimeline(owner: user.id, name: "Moves")
            _ = try await source.undoLastChange(owner: user.id)
        }
        return (source, people)
    }

    @Test func aHouseholdCopiedIntoPostgreSQLExportsAndReadsTheSame() async throws {
        let (source, people) = try await household()
        let target = try await TestEngine.database()
        let report = try await source.copyInstallation(to: target)
        #expect(report.accounts == 2)
        #expect(report.rows["users"] == 2 && report.rows["food_events"] == 12 && report.rows["tasks"] == 4)
        #expect(report.rows["changes"] ?? 0 > 20)
        for user in people {
            #expect(try await target.exportAccount(owner: user.id) == (try await source.exportAccount(owner: user.id)))
            #expect(try await target.foodLog(owner: user.id) == (try await source.foodLog(owner: user.id)))
            // Signing in works with the copied password, and the copy goes on from where the original was.
            let client = ClientInfo(address: "10.0.0.1", client: "Tests/1.0")
            #expect(try await target.signIn(username: user.username, password: "correct horse", from: client).id == user.id)
            #expect(try await target.undoLastChange(owner: user.id)?.summary == (try await source.undoLastChange(owner: user.id))?.summary)
        }
    }

    @Test func foodsLoggedFromTheCatalogueReadTheSameAfterTheCopy() async throws {
        let source = try AppDatabase.inMemory()
        try await source.loadFoodCatalog(SampleFoods.database, source: "sample")
        let user = try await source.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let eaten = try #require(Timestamp.parse("2026-11-22T08:30:00Z"))
        try await source.logFood(owner: user.id, foodId: "09040", amount: .grams(120), meal: .breakfast, at: eaten)
        try await source.logFood(owner: user.id, foodId: "01079", amount: .grams(250), meal: .breakfast, at: eaten)
        // The target had loaded a catalogue of its own already (a server started on it): the copy's replaces it.
        let target = try await TestEngine.database()
        let other = FoodDatabase(groups: [], nutrients: [], foods: [FoodRecord(ndb: "99999", longDesc: "Not in the data folder")])
        try await target.loadFoodCatalog(other, source: "other")
        let report = try await source.copyInstallation(to: target)
        #expect(report.rows["foods"] == 5 && report.rows["food_nutrients"] ?? 0 > 5 && report.rows["food_portions"] ?? 0 > 0)
        #expect(try await target.foodCatalogCount() == 5)
        #expect(try await target.foodLog(owner: user.id) == (try await source.foodLog(owner: user.id)))
        let day = try #require(LocalDay("2026-11-22"))
        let (copied, original) = (try await target.foodDay(owner: user.id, day: day), try await source.foodDay(owner: user.id, day: day))
        #expect(copied.summary == original.summary && copied.summary.intake.entries.count == 2)
        #expect(try await target.food(owner: user.id, id: "09040") == (try await source.food(owner: user.id, id: "09040")))
        // And the copy's catalogue serves the next food logged there.
        try await target.logFood(owner: user.id, foodId: "11090", amount: .grams(80), meal: .dinner, at: eaten)
        #expect(try await target.foodDay(owner: user.id, day: day).summary.intake.entries.count == 3)
    }

    @Test func aDatabaseThatHasRowsIsRefusedAndKeepsThem() async throws {
        let (source, _) = try await household()
        let target = try await TestEngine.database()
        let bob = try await target.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        await #expect(throws: AlmanacError.conflict("The PostgreSQL database already has rows in users; copy only into an empty database."))
        {
            try await source.copyInstallation(to: target)
        }
        #expect(try await target.users().map(\.id) == [bob.id])
        await #expect(throws: AlmanacError.self) { try await target.copyInstallation(to: source) }
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// Two servers on one PostgreSQL database (issue 36): each `AppDatabase` here is what one
/// `almanac serve` holds, its own connection to the same database. Their writes interleave, as
/// behind a load balancer, and each person's writes still happen one after another (the per-owner
/// lock), so order keys, idempotency keys and undo stay right. Runs on the PostgreSQL pass.
@Suite(.enabled(if: TestEngine.isPostgres, "needs PostgreSQL (scripts/with-postgres)"))
struct TwoServersTests {
    private func twoServers() async throws -> (AppDatabase, AppDatabase, User) {
        let url = try #require(try await TestEngine.postgresURL())
        let first = try await AppDatabase.open(postgres: url)
        let second = try await AppDatabase.open(postgres: url)
        let ada = try await first.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        return (first, second, ada)
    }

    @Test func toDosAddedToOneListThroughBothServersAtOnceAllKeepAPlace() async throws {
        let (first, second, ada) = try await twoServers()
        let list = try await first.addList(owner: ada.id, name: "Home")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<24 {
                let server = index.isMultiple(of: 2) ? first : second
                group.addTask { _ = try await server.addTask(owner: ada.id, NewTask(title: "To-do \(index)", listId: list.id)) }
            }
            try await group.waitForAll()
        }
        let seenFirst = try await first.tasks(owner: ada.id, inList: list.id)
        let seenSecond = try await second.tasks(owner: ada.id, inList: list.id)
        #expect(seenFirst.count == 24)
        #expect(Set(seenFirst.map(\.task.listKey)).count == 24)
        #expect(seenFirst.map(\.task.id) == seenSecond.map(\.task.id))
        // A move through one server is the order the other shows.
        let last = try #require(seenFirst.last)
        try await second.moveTask(owner: ada.id, id: last.task.id, to: .top)
        #expect(try await first.tasks(owner: ada.id, inList: list.id).first?.task.id == last.task.id)
    }

    @Test func oneIdempotencyKeySentToBothServersAtOnceRunsOnce() async throws {
        let (first, second, ada) = try await twoServers()
        for round in 0..<10 {
            let key = "retry-\(round)"
            async let one = first.claimIdempotencyKey(owner: ada.id, key: key, method: "POST", path: "/api/v1/tasks", body: Data("{}".utf8))
            async let other = second.claimIdempotencyKey(
                owner: ada.id, key: key, method: "POST", path: "/api/v1/tasks", body: Data("{}".utf8))
            let claims = try await [one, other]
            #expect(claims.filter { $0 == .claimed }.count == 1 && claims.contains(.inProgress), "\(claims)")
            let answer = StoredResponse(status: 201, contentType: "application/json", body: Data("{\"round\":\(round)}".utf8))
            try await first.completeIdempotentRequest(owner: ada.id, key: key, response: answer)
            #expect(
                try await second.claimIdempotencyKey(owner: ada.id, key: key, method: "POST", path: "/api/v1/tasks", body: Data("{}".utf8))
                    == .replay(answer))
        }
    }

    @Test func twoUndosAtOnceTakeBackTwoActionsNotOneTwice() async throws {
        let (first, second, ada) = try await twoServers()
        for title in ["Buy milk", "Call the plumber", "Water the plants"] {
            _ = try await first.addTask(owner: ada.id, NewTask(title: title))
        }
        async let one = first.undoLastChange(owner: ada.id)
        async let other = second.undoLastChange(owner: ada.id)
        let undone = try await [one, other].compactMap { $0 }
        #expect(undone.count == 2 && Set(undone.map(\.batchId)).count == 2, "\(undone)")
        #expect(try await second.tasks(owner: ada.id, inList: nil).map(\.task.title) == ["Buy milk"])
    }

    /// Both servers' first food use at once loads the catalogue once (the catalogue's lock, with
    /// the check for one already there taken under it), and both then read the same foods.
    @Test func theCatalogueLoadedThroughBothServersAtOnceIsLoadedOnce() async throws {
        let (first, second, ada) = try await twoServers()
        async let one = first.loadFoodCatalog(SampleFoods.database, source: "sample", replace: false)
        async let other = second.loadFoodCatalog(SampleFoods.database, source: "sample", replace: false)
        let loads = try await [one, other].compactMap { $0 }
        #expect(loads.count == 1 && loads.first?.foods == 5, "\(loads)")
        #expect(try await first.foodCatalogCount() == 5)
        #expect(try await second.foodCatalogCount() == 5)
        let logged = try await second.logFood(owner: ada.id, foodId: "09040", amount: .grams(100), meal: .lunch)
        #expect(try await first.foodEntry(owner: ada.id, id: logged).id == logged)
    }

    @Test func aCommitOnOneServerChangesTheOthersDataVersionAndNothingElseDoes() async throws {
        let (first, second, ada) = try await twoServers()
        let bob = try await second.createUser(username: "bob", password: "correct horse", timeZone: "Europe/Berlin")
        let cli = first.with(origin: .cli)
        let start = try await second.dataVersion(owner: ada.id)
        #expect(try await first.dataVersion(owner: ada.id) == start, "both servers read the same version")
        _ = try await second.tasks(owner: ada.id, inList: nil)
        #expect(try await second.dataVersion(owner: ada.id) == start, "reading changes nothing")
        _ = try await first.addTask(owner: bob.id, NewTask(title: "Bob's"))
        #expect(try await second.dataVersion(owner: ada.id) == start, "another person's write leaves Ada's pages")
        #expect(try await second.dataVersion(owner: bob.id) != start)
        _ = try await first.deliverDueTaskReminders(owner: ada.id)
        #expect(try await second.dataVersion(owner: ada.id) == start, "a write transaction that changed nothing")

        _ = try await first.addTask(owner: ada.id, NewTask(title: "Ada's"))
        let afterWrite = try await second.dataVersion(owner: ada.id)
        #expect(afterWrite != start, "the other server's commit")
        _ = try await cli.addTask(owner: ada.id, NewTask(title: "From the CLI"))
        let afterCLI = try await second.dataVersion(owner: ada.id)
        #expect(afterCLI != afterWrite, "the CLI's commit")
        // A write that belongs to no one person (a session) changes everyone's version.
        let bobsBefore = try await second.dataVersion(owner: bob.id)
        _ = try await first.setPersistedValue(key: "session-1", value: Data("x".utf8), expiresAt: nil)
        #expect(try await second.dataVersion(owner: ada.id) != afterCLI)
        #expect(try await second.dataVersion(owner: bob.id) != bobsBefore)
    }

    @Test func aRevokedTokenAndAnEndedSessionAreRefusedByTheOtherServerAtOnce() async throws {
        let (first, second, ada) = try await twoServers()
        let (token, secret) = try await first.createToken(owner: ada.id, name: "phone")
        for _ in 0..<3 { #expect(try await second.user(forToken: secret)?.id == ada.id) }
        try await first.revokeToken(owner: ada.id, id: token.id)
        #expect(try await second.user(forToken: secret) == nil)

        _ = try await first.setPersistedValue(key: "session-ada", value: Data("ada".utf8), expiresAt: nil)
        for _ in 0..<3 { #expect(try await second.persistedValue(key: "session-ada")?.value == Data("ada".utf8)) }
        try await first.removePersistedValue(key: "session-ada")
        #expect(try await second.persistedValue(key: "session-ada") == nil)

        // A user's change through one server is what the other's kept look-up gives next.
        #expect(try await second.user(id: ada.id)?.displayName == "ada")
        try await first.setDateOrder(owner: ada.id, .monthDay)
        #expect(try await second.user(id: ada.id)?.dateOrder == .monthDay)
    }

    @Test func manyTransactionsAtOnceShareTheServersConnections() async throws {
        // More transactions at once than the pool has connections: they wait for one, and each
        // person's writes still keep their order keys apart.
        var url = try #require(try await TestEngine.postgresURL())
        url.connections = 3
        let database = try await AppDatabase.open(postgres: url)
        let ada = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let list = try await database.addList(owner: ada.id, name: "Home")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<30 {
                group.addTask {
                    if index.isMultiple(of: 3) {
                        _ = try await database.addTask(owner: ada.id, NewTask(title: "To-do \(index)", listId: list.id))
                    } else {
                        _ = try await database.tasks(owner: ada.id, inList: list.id)
                    }
                }
            }
            try await group.waitForAll()
        }
        let tasks = try await database.tasks(owner: ada.id, inList: list.id)
        #expect(tasks.count == 10 && Set(tasks.map(\.task.listKey)).count == 10)
    }
}

import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// The search index kept in the data folder, so a new process (each CLI command) loads it
/// instead of building it: used when it fits, rebuilt when anything it was built from changed.
struct FoodSearchDiskCacheTests {
    func makeDatabase() async throws -> (AppDatabase, User, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-search-\(UUID().uuidString)")
        // SQLite by nature: the food catalogue and its search cache live there (issue 36).
        let database = try AppDatabase.inMemory(folder: folder)
        try await database.loadFoodCatalog(SampleFoods.database, source: "sample")
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        return (database, user, folder)
    }

    func tag(_ database: AppDatabase, owner: String) async throws -> String {
        try await database.read { db in
            FoodSearchCache.cacheTag(
                catalogStamp: try AppDatabase.catalogStamp(db: db),
                fingerprint: try AppDatabase.customFoodsFingerprint(owner: owner, db: db))
        }
    }

    @Test func aNewProcessLoadsTheIndexTheLastOneBuilt() async throws {
        let (database, user, folder) = try await makeDatabase()
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try await FoodSearchCache().search(owner: user.id, query: "banana", limit: 5, database: database)
        let file = try #require(FoodSearchCache.cacheFile(owner: user.id, database: database))
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try await FoodSearchCache().search(owner: user.id, query: "banana", limit: 5, database: database) == built)

        // What is on disk is what a new cache answers from: an index of one food, with the right tag.
        let planted = FoodSearchIndex(foods: [SearchableFood(id: "09040", ndb: "09040", name: "Planted banana")])
        try Data(planted.serialized(tag: try await tag(database, owner: user.id))).write(to: file)
        #expect(
            try await FoodSearchCache().search(owner: user.id, query: "banana", limit: 5, database: database).map(\.name) == [
                "Planted banana"
            ])
    }

    @Test func aNewOwnFoodOrABrokenFileRebuildsIt() async throws {
        let (database, user, folder) = try await makeDatabase()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await FoodSearchCache().search(owner: user.id, query: "banana", limit: 5, database: database)
        let bread = try await database.createCustomFood(owner: user.id, CustomFoodInput(name: "Banana bread", nutrients: ["208": 326]))
        #expect(
            try await FoodSearchCache().search(owner: user.id, query: "banana bread", limit: 5, database: database).first?.id == bread.id)

        let file = try #require(FoodSearchCache.cacheFile(owner: user.id, database: database))
        try Data("not an index".utf8).write(to: file)
        #expect(
            try await FoodSearchCache().search(owner: user.id, query: "banana bread", limit: 5, database: database).first?.id == bread.id)
        #expect(FoodSearchIndex(serialized: [UInt8](try Data(contentsOf: file)), tag: try await tag(database, owner: user.id)) != nil)
    }
}

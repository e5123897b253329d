import Foundation
import Testing

@testable import AlmanacCore

/// The real SR28 release, when this machine has it (skipped otherwise).
enum SR28Files {
    /// `ALMANAC_SR28_DIR`, else `../shared/data/usda-sr28` beside the repository (as in CI).
    static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["ALMANAC_SR28_DIR"] { return URL(fileURLWithPath: path) }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/data/usda-sr28")
    }()

    static let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var available: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("FOOD_DES.txt").path) }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    /// Foods with groups only (no nutrients): enough for search, quick to load.
    static func searchableFoods() throws -> [SearchableFood] {
        let database = try SR28.parse(
            foodDescriptions: data("FOOD_DES.txt"), groups: data("FD_GROUP.txt"), nutrientDefinitions: Data(), nutrientData: Data(),
            weights: Data())
        return database.foods.map(SearchableFood.init)
    }

    static func queries() throws -> [FoodBenchmarkQuery] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("scripts/food-queries.tsv"), encoding: .utf8)
        return try FoodSearchBenchmark.parseQueries(text)
    }
}

@Suite(.enabled(if: SR28Files.available, "needs the SR28 files"))
struct SR28DataTests {
    @Test func searchMeetsTheQualityGoalsOnTheBenchmarkQueries() throws {
        let foods = try SR28Files.searchableFoods()
        #expect(foods.count == 8789)
        let queries = try SR28Files.queries()
        #expect(queries.count >= 80)
        let index = FoodSearchIndex(foods: foods)
        let clock = { DispatchTime.now().uptimeNanoseconds }
        // Warm up once so the first query does not pay for lazy statics.
        _ = index.search("milk", limit: 3)
        let ours = FoodSearchBenchmark.run(
            ranker: "FoodSearchIndex", queries: queries, clock: clock, ranker: FoodSearchBenchmark.ranker(for: index))
        let substring = FoodSearchBenchmark.run(
            ranker: "substring", queries: queries, repetitions: 1, clock: clock, ranker: FoodSearchBenchmark.substringRanker(foods: foods))
        print(ours.summary)
        print(substring.summary)
        let names = Dictionary(foods.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        for miss in ours.misses {
            print("MISS \(miss.query): expected \(miss.expected) got \(miss.got.map { "\($0) \(names[$0] ?? "")" })")
        }
        if ProcessInfo.processInfo.environment["FOOD_BENCH_VERBOSE"] != nil {
            let slowest = queries.map { query -> (Double, String) in
                let start = clock()
                _ = index.search(query.query, limit: 3)
                return (Double(clock() - start) / 1000, query.query)
            }.sorted { $0.0 > $1.0 }.prefix(8)
            print("slowest: \(slowest.map { "\($0.1) \(Int($0.0)) µs" })")
            for query in queries {
                let top = index.search(query.query, limit: 4)
                if let first = top.first, !query.acceptableNdbs.contains(first.ndb ?? "") {
                    print("TOP1 \(query.query) want \(query.acceptableNdbs.sorted()):")
                    for hit in top { print(String(format: "    %.2f %@ %@", hit.score, hit.ndb ?? "", hit.name)) }
                }
            }
        }
        #expect(ours.top3Rate >= 0.95)
        #expect(ours.top1Rate >= 0.85)
        #expect(ours.top1Rate > substring.top1Rate)
    }

    @Test func theWholeReleaseRoundTripsThroughTheCompactForm() throws {
        let database = try SR28.parse(
            foodDescriptions: SR28Files.data("FOOD_DES.txt"), groups: SR28Files.data("FD_GROUP.txt"),
            nutrientDefinitions: SR28Files.data("NUTR_DEF.txt"), nutrientData: SR28Files.data("NUT_DATA.txt"),
            weights: SR28Files.data("WEIGHT.txt"))
        #expect(database.foods.count == 8789)
        #expect(database.groups.count == 25)
        #expect(database.nutrients.count == 150)
        #expect(database.foods.reduce(0) { $0 + $1.nutrients.count } == 679_045)
        #expect(database.foods.reduce(0) { $0 + $1.portions.count } == 15_438)
        #expect(Set(database.foods.flatMap(\.nutrients.keys)).count == 150)
        let text = FoodDatabaseText.encode(database)
        print("compact food database: \(text.utf8.count) bytes uncompressed")
        #expect(try FoodDatabaseText.decode(text) == database)
    }
}

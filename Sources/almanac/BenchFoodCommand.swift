import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation

/// `almanac bench food`: loads the shipped food database into a fresh in-memory database (timed)
/// and runs the benchmark queries through Almanac's search, SQLite FTS5 bm25 and substring matching.
struct BenchFoodCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "food", abstract: "Food search quality (top-1, top-3) and latency (p50, p99) against two baselines.")
    @Option(help: "The benchmark queries (query<TAB>ndb,...).") var queries = "scripts/food-queries.tsv"
    @Option(help: "Timed runs per query (the median counts).") var repetitions = 5
    @Flag(help: "List the queries each ranker misses in its top 3.") var misses = false
    @Flag(help: "Print JSON.") var json = false

    struct Report: Encodable {
        var load: FoodCatalogLoad
        var indexBuildMilliseconds: Double
        var results: [FoodBenchmarkResult]
    }

    func run() async throws {
        guard let text = try? String(contentsOfFile: queries, encoding: .utf8) else {
            throw AlmanacError.notFound("Cannot read \(queries); run from the repository root or pass --queries FILE.")
        }
        let benchmarkQueries = try FoodSearchBenchmark.parseQueries(text)
        let database = try AppDatabase.inMemory()
        guard let load = try await database.ensureFoodCatalog(progress: json ? nil : foodProgress) else { return }
        let clock = { DispatchTime.now().uptimeNanoseconds }
        let foods = try await database.catalogSearchableFoods()
        let buildStart = clock()
        let index = FoodSearchIndex(foods: foods)
        let buildMs = Double(clock() - buildStart) / 1e6
        _ = index.search("milk", limit: 3)
        let results = [
            FoodSearchBenchmark.run(
                ranker: "Almanac search", queries: benchmarkQueries, repetitions: repetitions, clock: clock,
                ranker: FoodSearchBenchmark.ranker(for: index)),
            FoodSearchBenchmark.run(
                ranker: "SQLite FTS5 bm25", queries: benchmarkQueries, repetitions: repetitions, clock: clock,
                ranker: database.fullTextRanker()),
            FoodSearchBenchmark.run(
                ranker: "substring", queries: benchmarkQueries, repetitions: repetitions, clock: clock,
                ranker: FoodSearchBenchmark.substringRanker(foods: foods)),
        ]
        if json { return try printJSON(Report(load: load, indexBuildMilliseconds: buildMs, results: results)) }
        print(
            String(
                format: "Loaded %d foods, %d nutrient values, %d portions into SQLite in %.2f s; search index built in %.0f ms.",
                load.foods, load.nutrientRows, load.portions, load.seconds, buildMs))
        printTable(
            ["RANKER", "TOP-1", "TOP-3", "P50", "P99"],
            results.map {
                [
                    $0.ranker, String(format: "%.1f %%", $0.top1Rate * 100), String(format: "%.1f %%", $0.top3Rate * 100),
                    String(format: "%.0f µs", $0.p50Microseconds), String(format: "%.0f µs", $0.p99Microseconds),
                ]
            })
        print("\(benchmarkQueries.count) queries from \(queries), median of \(repetitions) runs each.")
        if misses {
            for result in results {
                for miss in result.misses { print("\(result.ranker) missed “\(miss.query)”: expected \(miss.expected), got \(miss.got)") }
            }
        }
    }
}

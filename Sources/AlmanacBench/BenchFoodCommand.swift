import AlmanacCLI
import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation

/// `almanac bench food`: loads the shipped food database into a fresh in-memory database (timed)
/// and runs the benchmark queries through Almanac's search, SQLite FTS5 bm25 and substring matching;
/// then measures reading and writing one day of the food log at several history lengths
/// (`FoodDayBenchmark`).
struct BenchFoodCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "food",
        abstract:
            "Food search quality (top-1, top-3) and latency (p50, p99) against two baselines; day read and write latency by history length."
    )
    /// Taken like on every command (scripts pass it uniformly); this command does not read the data folder.
    @OptionGroup var data: DataOptions
    @Option(help: "The benchmark queries (query<TAB>ndb,...).") var queries = "scripts/food-queries.tsv"
    @Option(help: "Timed runs per query (the median counts).") var repetitions = 5
    @Flag(help: "List the queries each ranker misses in its top 3.") var misses = false
    @Flag(help: "Print JSON.") var json = false
    @Option(help: "Logged entries (comma-separated) at which to time day reads and writes.") var logSizes = "0,2000,40000"
    @Option(help: "Timed day reads and writes at each size.") var dayRuns = 300

    struct Report: Encodable {
        var load: FoodCatalogLoad
        var indexBuildMilliseconds: Double
        var results: [FoodBenchmarkResult]
        var days: [FoodDayBenchmark.Row]
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
        let sizes = try logSizes.split(separator: ",").map { text in
            guard let size = Int(text.trimmingCharacters(in: .whitespaces)), (0...1_000_000).contains(size) else {
                throw AlmanacError.invalid("log-sizes", "\(text) is not a number of entries from 0 to 1,000,000.")
            }
            return size
        }
        guard (1...100_000).contains(dayRuns) else { throw AlmanacError.invalid("day-runs", "From 1 to 100,000 runs.") }
        let dayBenchmark = FoodDayBenchmark(catalog: database, runs: dayRuns)
        var days: [FoodDayBenchmark.Row] = []
        for size in sizes { days.append(try await dayBenchmark.run(entries: size)) }
        if json { return try printJSON(Report(load: load, indexBuildMilliseconds: buildMs, results: results, days: days)) }
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
        print("")
        printTable(
            ["LOGGED ENTRIES", "LOG EVENTS", "DAY READ P50", "DAY READ P99", "DAY WRITE P50", "DAY WRITE P99"],
            days.map {
                [
                    "\($0.loggedEntries)", "\($0.logEvents)", String(format: "%.2f ms", $0.readP50Milliseconds),
                    String(format: "%.2f ms", $0.readP99Milliseconds), String(format: "%.2f ms", $0.writeP50Milliseconds),
                    String(format: "%.2f ms", $0.writeP99Milliseconds),
                ]
            })
        print(
            "\(dayRuns) reads of a random logged day and \(dayRuns) logged foods at each size (AppDatabase.foodDay; logFood + foodEntry),"
                + " on a database file; the log seeded with about 15 entries a day, 4 % corrected, 2 % deleted.")
    }
}

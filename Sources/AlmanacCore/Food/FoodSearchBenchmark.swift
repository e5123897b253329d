import Foundation

/// One benchmark query and the SR numbers that count as finding what the person meant.
public struct FoodBenchmarkQuery: Codable, Equatable, Sendable {
    public var query: String
    public var acceptableNdbs: Set<String>

    public init(query: String, acceptableNdbs: Set<String>) {
        self.query = query
        self.acceptableNdbs = acceptableNdbs
    }
}

/// A ranker under test: query and limit in, NDBs (or ids) best first out. `FoodSearchIndex`,
/// the substring baseline and the store's SQLite FTS5 bm25 baseline all take this shape.
public typealias FoodRanker = (_ query: String, _ limit: Int) -> [String]

public struct FoodBenchmarkResult: Codable, Equatable, Sendable {
    public struct Miss: Codable, Equatable, Sendable {
        public var query: String
        public var expected: [String]
        public var got: [String]
    }

    public var ranker: String
    public var queries: Int
    public var top1Rate: Double
    public var top3Rate: Double
    public var p50Microseconds: Double
    public var p99Microseconds: Double
    /// Queries whose top 3 held no acceptable food.
    public var misses: [Miss]

    /// One line for a report: `ranker  top-1 86.2 %  top-3 96.1 %  p50 120 µs  p99 800 µs`.
    public var summary: String {
        String(
            format: "%@  top-1 %.1f %%  top-3 %.1f %%  p50 %.0f µs  p99 %.0f µs  (%d queries)", ranker, top1Rate * 100, top3Rate * 100,
            p50Microseconds, p99Microseconds, queries)
    }
}

public enum FoodSearchBenchmark {
    /// Reads `scripts/food-queries.tsv`: `query<TAB>ndb[,ndb...]`, `#` comments and blank lines skipped.
    public static func parseQueries(_ text: String) throws(AlmanacError) -> [FoodBenchmarkQuery] {
        var queries: [FoodBenchmarkQuery] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t")
            guard fields.count == 2 else {
                throw .invalid("queries", "Line \(number + 1) needs a query and its NDB numbers separated by a tab.")
            }
            let ndbs = Set(fields[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            queries.append(FoodBenchmarkQuery(query: String(fields[0]), acceptableNdbs: ndbs))
        }
        return queries
    }

    /// Runs every query through `ranker`, timing each with `clock` (nanoseconds, monotonic, passed
    /// in so Core never reads a clock itself). A query's latency is the median of `repetitions`
    /// runs, so a busy machine's scheduling hiccups do not pass for search time.
    public static func run(
        ranker name: String, queries: [FoodBenchmarkQuery], repetitions: Int = 5, clock: () -> UInt64, ranker: FoodRanker
    ) -> FoodBenchmarkResult {
        var top1 = 0
        var top3 = 0
        var latencies: [Double] = []
        var misses: [FoodBenchmarkResult.Miss] = []
        for query in queries {
            var results: [String] = []
            var runs: [Double] = []
            for _ in 0..<max(1, repetitions) {
                let start = clock()
                results = ranker(query.query, 3)
                runs.append(Double(clock() &- start) / 1000)
            }
            latencies.append(percentile(runs, 0.5))
            if let first = results.first, query.acceptableNdbs.contains(first) { top1 += 1 }
            if results.prefix(3).contains(where: query.acceptableNdbs.contains) {
                top3 += 1
            } else {
                misses.append(.init(query: query.query, expected: query.acceptableNdbs.sorted(), got: Array(results.prefix(3))))
            }
        }
        let count = max(1, queries.count)
        return FoodBenchmarkResult(
            ranker: name, queries: queries.count, top1Rate: Double(top1) / Double(count), top3Rate: Double(top3) / Double(count),
            p50Microseconds: percentile(latencies, 0.50), p99Microseconds: percentile(latencies, 0.99), misses: misses)
    }

    /// Nearest-rank percentile.
    public static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }

    /// The ranker under test as a `FoodRanker` returning NDBs (or ids for custom foods).
    public static func ranker(for index: FoodSearchIndex, history: [String: Int] = [:]) -> FoodRanker {
        { query, limit in index.search(query, limit: limit, history: history).map { $0.ndb ?? $0.id } }
    }

    /// Baseline: foods whose long description contains the query text (case-insensitive), shortest
    /// description first, then database order. What a naive `LIKE '%query%'` gives.
    public static func substringRanker(foods: [SearchableFood]) -> FoodRanker {
        let lowered = foods.map { ($0.name.lowercased(), $0.ndb ?? $0.id) }
        return { query, limit in
            let needle = query.lowercased().trimmingCharacters(in: .whitespaces)
            guard !needle.isEmpty else { return [] }
            var found: [(Int, Int, String)] = []
            for (position, (name, id)) in lowered.enumerated() where name.contains(needle) {
                found.append((name.count, position, id))
            }
            found.sort { ($0.0, $0.1) < ($1.0, $1.1) }
            return found.prefix(limit).map(\.2)
        }
    }
}

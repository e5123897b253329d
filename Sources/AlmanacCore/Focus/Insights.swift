import Foundation

/// How one tag or area tends to feel.
public struct FeelingInsight: Equatable, Codable, Sendable {
    /// The tag, or the area id.
    public var key: String
    /// Rated intentions this rests on.
    public var basedOn: Int
    public var positiveCount: Int
    public var negativeCount: Int

    public init(key: String, basedOn: Int, positiveCount: Int, negativeCount: Int) {
        self.key = key
        self.basedOn = basedOn
        self.positiveCount = positiveCount
        self.negativeCount = negativeCount
    }
    public var positiveShare: Double { basedOn > 0 ? Double(positiveCount) / Double(basedOn) : 0 }
    public var negativeShare: Double { basedOn > 0 ? Double(negativeCount) / Double(basedOn) : 0 }

    public var sentence: String {
        "\(key): happy or ecstatic in \(positiveCount) of \(basedOn) intentions, sad or angry in \(negativeCount)."
    }
}

/// When completed intentions start, by hour of the day.
public struct HourInsight: Equatable, Codable, Sendable {
    public var basedOn: Int
    /// 24 counts; index = local hour the intention started.
    public var countsByHour: [Int]
    /// The hours with the most completed intentions, busiest first (ties by hour), at most 3.
    public var busiestHours: [Int]

    public var sentence: String {
        let hours = busiestHours.map { String(format: "%02d:00", $0) }.joined(separator: ", ")
        return "Most completed intentions start at \(hours) (from \(basedOn) intentions)."
    }
}

public struct EndedEarlyInsight: Equatable, Codable, Sendable {
    /// Intentions that ended (time up, early or abandoned).
    public var basedOn: Int
    public var endedEarlyCount: Int
    public var abandonedCount: Int
    public var endedEarlyShare: Double { Double(endedEarlyCount) / Double(basedOn) }

    public var sentence: String {
        "\(endedEarlyCount) of \(basedOn) intentions ended early (\(NumberText.whole(endedEarlyShare * 100)) %); \(abandonedCount) were abandoned."
    }
}

/// Suggestions drawn from past intentions. Each says how many intentions it rests on and stays
/// silent (nil or left out) below `minimumSample`, so a handful of data points never pose as a pattern.
public struct Insights: Equatable, Codable, Sendable {
    public static let minimumSample = 10

    /// Tags with enough ratings, the most often happy/ecstatic first.
    public var feelingsByTag: [FeelingInsight]
    /// Areas with enough ratings, the most often happy/ecstatic first.
    public var feelingsByArea: [FeelingInsight]
    public var hours: HourInsight?
    public var endedEarly: EndedEarlyInsight?

    /// Tags most often sad or angry, the worst first.
    public var hardestTags: [FeelingInsight] {
        feelingsByTag.filter { $0.negativeCount > 0 }.sorted { ($0.negativeShare, $1.key) > ($1.negativeShare, $0.key) }
    }

    /// `areaOfGoal` gives the area of a goal, for intentions linked only to a goal. The Store
    /// gathers the same counts in SQL (`InsightCounts`); this reading of every intention is the
    /// model its test compares with.
    public init(
        from intentions: [Intention], timeZone: TimeZone, now: Date, minimumSample: Int = Insights.minimumSample,
        areaOfGoal: [String: String] = [:]
    ) {
        let settled = intentions.map { intention in
            var copy = intention
            copy.settle(at: now)
            return copy
        }
        let rated = settled.filter { $0.state.isCompleted && $0.feeling != nil }
        var counts = InsightCounts()
        counts.byTag = Self.feelings(rated) { $0.tags }
        counts.byArea = Self.feelings(rated) { intention in
            (intention.areaId ?? intention.goalId.flatMap { areaOfGoal[$0] }).map { [$0] } ?? []
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        for intention in settled {
            counts.count(intention.state, startingAtHour: calendar.component(.hour, from: intention.startedAt))
        }
        self.init(counts: counts, minimumSample: minimumSample)
    }

    /// The insights from their counts: each stays silent below `minimumSample`.
    public init(counts: InsightCounts, minimumSample: Int = Insights.minimumSample) {
        let byShare = { (a: FeelingInsight, b: FeelingInsight) in (a.positiveShare, b.key) > (b.positiveShare, a.key) }
        feelingsByTag = counts.byTag.filter { $0.basedOn >= minimumSample }.sorted(by: byShare)
        feelingsByArea = counts.byArea.filter { $0.basedOn >= minimumSample }.sorted(by: byShare)

        let completed = counts.completedByHour.reduce(0, +)
        if completed >= minimumSample {
            let hourCounts = counts.completedByHour
            let busiest = hourCounts.indices.filter { hourCounts[$0] > 0 }.sorted { (hourCounts[$0], $1) > (hourCounts[$1], $0) }
            hours = HourInsight(basedOn: completed, countsByHour: hourCounts, busiestHours: Array(busiest.prefix(3)))
        }

        if counts.ended >= minimumSample {
            endedEarly = EndedEarlyInsight(
                basedOn: counts.ended, endedEarlyCount: counts.endedEarly, abandonedCount: counts.abandoned)
        }
    }

    private static func feelings(_ rated: [Intention], keys: (Intention) -> [String]) -> [FeelingInsight] {
        var byKey: [String: FeelingInsight] = [:]
        for intention in rated {
            guard let feeling = intention.feeling else { continue }
            for key in Set(keys(intention)) {
                var insight = byKey[key] ?? FeelingInsight(key: key, basedOn: 0, positiveCount: 0, negativeCount: 0)
                insight.basedOn += 1
                if feeling.isPositive { insight.positiveCount += 1 }
                if feeling.isNegative { insight.negativeCount += 1 }
                byKey[key] = insight
            }
        }
        return Array(byKey.values)
    }
}

/// What the insights rest on, every intention settled: feelings per tag and per area (every key,
/// however few its ratings), completed intentions by local start hour, and how intentions ended.
public struct InsightCounts: Equatable, Sendable {
    public var byTag: [FeelingInsight] = []
    public var byArea: [FeelingInsight] = []
    /// 24 counts; index = the local hour a completed intention started.
    public var completedByHour = [Int](repeating: 0, count: 24)
    /// Intentions no longer running; of them, ended early and abandoned.
    public var ended = 0
    public var endedEarly = 0
    public var abandoned = 0

    public init() {}

    /// Counts `number` settled intentions in `state` that started at local `hour` (0...23).
    public mutating func count(_ state: Intention.State, startingAtHour hour: Int, number: Int = 1) {
        if state.isCompleted, completedByHour.indices.contains(hour) { completedByHour[hour] += number }
        if state != .running { ended += number }
        if state == .endedEarly { endedEarly += number }
        if state == .abandoned { abandoned += number }
    }
}

import Foundation

/// How one tag or area tends to feel.
public struct FeelingInsight: Equatable, Codable, Sendable {
    /// The tag, or the area id.
    public var key: String
    /// Rated intentions this rests on.
    public var basedOn: Int
    public var positiveCount: Int
    public var negativeCount: Int
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

    /// `areaOfGoal` gives the area of a goal, for intentions linked only to a goal.
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
        feelingsByTag = Self.feelings(rated, minimumSample: minimumSample) { $0.tags }
        feelingsByArea = Self.feelings(rated, minimumSample: minimumSample) { intention in
            (intention.areaID ?? intention.goalID.flatMap { areaOfGoal[$0] }).map { [$0] } ?? []
        }

        let completed = settled.filter { $0.state.isCompleted }
        if completed.count >= minimumSample {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            var counts = [Int](repeating: 0, count: 24)
            for intention in completed { counts[calendar.component(.hour, from: intention.startedAt)] += 1 }
            let busiest = counts.indices.filter { counts[$0] > 0 }.sorted { (counts[$0], $1) > (counts[$1], $0) }
            hours = HourInsight(basedOn: completed.count, countsByHour: counts, busiestHours: Array(busiest.prefix(3)))
        }

        let ended = settled.filter { $0.state != .running }
        if ended.count >= minimumSample {
            endedEarly = EndedEarlyInsight(
                basedOn: ended.count, endedEarlyCount: ended.count(where: { $0.state == .endedEarly }),
                abandonedCount: ended.count(where: { $0.state == .abandoned }))
        }
    }

    private static func feelings(
        _ rated: [Intention], minimumSample: Int, keys: (Intention) -> [String]
    ) -> [FeelingInsight] {
        var byKey: [String: FeelingInsight] = [:]
        for intention in rated {
            for key in Set(keys(intention)) {
                var insight = byKey[key] ?? FeelingInsight(key: key, basedOn: 0, positiveCount: 0, negativeCount: 0)
                insight.basedOn += 1
                if intention.feeling!.isPositive { insight.positiveCount += 1 }
                if intention.feeling!.isNegative { insight.negativeCount += 1 }
                byKey[key] = insight
            }
        }
        return byKey.values.filter { $0.basedOn >= minimumSample }
            .sorted { ($0.positiveShare, $1.key) > ($1.positiveShare, $0.key) }
    }
}

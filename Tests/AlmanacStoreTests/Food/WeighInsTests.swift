import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// The weight page and `GET /api/v1/weights` read the trend from the kept days and the latest
/// weigh-ins from the weigh-ins nearest them; both must show what the full computation (every
/// weigh-in of the log, `TrendWeight` over them all) shows.
@Suite struct WeighInsTests {
    /// Random weigh-ins over a year (several on a day, gaps longer than the trend bridges, many at
    /// one instant), corrections that move them and change their weight, and deletions: after
    /// every few steps the page's trend equals the trend of every weigh-in bit for bit, its
    /// latest weigh-ins are the last of them, and walking the pages at a random size gives every
    /// weigh-in once, newest first, each with its day's trend. The same holds when the kept days
    /// are set aside and the log is read.
    @Test func thePageAndThePagesShowWhatEveryWeighInGives() async throws {
        let (database, user) = try await makeLedgerDatabase()
        var generator = SeededRandom(seed: 34)
        let start = Timestamp.parse("2026-01-01T00:00:00Z")!
        var live: [String] = []
        var sharedInstant = start
        func instant() -> Date {
            // A fifth of them in a crowded spring month, so that days hold several and a page cuts through a day.
            let minutes =
                Int.random(in: 0..<5, using: &generator) == 0
                ? Int.random(in: 0..<(60 * 24 * 30), using: &generator) + 60 * 24 * 90
                : Int.random(in: 0..<(60 * 24 * 365), using: &generator)
            return start.addingTimeInterval(Double(minutes * 60))
        }
        func kilograms() -> Double { Double(Int.random(in: 550...950, using: &generator)) / 10 }
        for step in 0..<240 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                live.append(try await database.addWeight(owner: user.id, kilograms: kilograms(), at: instant()))
            case 5:
                // Several at the very same instant: their order is the order they were written.
                if Bool.random(using: &generator) { sharedInstant = instant() }
                live.append(try await database.addWeight(owner: user.id, kilograms: kilograms(), at: sharedInstant))
            case 6, 7:
                guard let id = live.randomElement(using: &generator) else { continue }
                let moved = Bool.random(using: &generator) ? instant() : nil
                let time = try #require(try await database.weighIn(owner: user.id, id: id)).weight.occurredAt
                let now = database.now()
                try await database.appendFoodLog(
                    owner: user.id,
                    [
                        FoodEvent(
                            id: UUIDv7.make(at: now), occurredAt: moved ?? time, recordedAt: now,
                            body: .correction(of: id, entry: .weight(kilograms: kilograms()), occurredAt: moved ?? time))
                    ])
            default:
                guard let index = live.indices.randomElement(using: &generator) else { continue }
                try await database.retractEntry(owner: user.id, id: live.remove(at: index))
            }
            guard step % 12 == 11 else { continue }
            for stale in [false, true] {
                if stale {
                    // As after rows written around the kept days: the log is read instead.
                    try await database.writer.write { db in
                        try db.execute(sql: "UPDATE food_day_basis SET pending = 1 WHERE owner_id = ?", arguments: [user.id])
                    }
                }
                let every = try await database.weights(owner: user.id)
                #expect(Set(every.map(\.id)) == Set(live))
                let trend = fullTrend(every.map { ($0.day, $0.kilograms) })
                let page = try await database.weightPage(owner: user.id, today: LocalDay("2027-01-01")!)
                #expect(
                    page.trend.map { Point(day: $0.day, weightKg: $0.weightKg, trendKg: $0.trendKg) }
                        == Array(trend.suffix(AppDatabase.weightPageTrendDays)),
                    "the trend after step \(step), stale: \(stale)")
                // Shorter spans start at a kept trend within the history (the page's year holds it all).
                for count in [1, 2, 9, 40] {
                    let points = try await database.read { db in try AppDatabase.weightTrend(owner: user.id, last: count, db: db) }
                    #expect(
                        points.map { Point(day: $0.day, weightKg: $0.weightKg, trendKg: $0.trendKg) } == Array(trend.suffix(count)),
                        "the last \(count) days of the trend after step \(step), stale: \(stale)")
                }
                #expect(page.recent == Array(every.suffix(AppDatabase.weightPageRecent).reversed()), "the latest after step \(step)")

                let trendOf = Dictionary(trend.map { ($0.day, $0.trendKg) }, uniquingKeysWith: { a, _ in a })
                let limit = Int.random(in: 1...40, using: &generator)
                var walked: [WeightEntry] = []
                var before: String?
                repeat {
                    let read = try await database.weighIns(owner: user.id, before: before, limit: limit)
                    #expect(read.weights.count <= limit && (read.older == nil || read.weights.count == limit))
                    #expect(read.trendKg == read.weights.map { trendOf[$0.day] })
                    walked += read.weights
                    before = read.older
                } while before != nil
                #expect(walked == Array(every.reversed()), "the pages of \(limit) after step \(step), stale: \(stale)")
            }
            // The next write rebuilds the kept days.
        }
        await #expect(throws: AlmanacError.self) { try await database.weighIns(owner: user.id, before: "nothing", limit: 10) }
    }

    /// A point of the trend, compared bit for bit.
    struct Point: Equatable {
        var day: LocalDay
        var weightKg: Double?
        var trendKg: Double
    }

    /// The trend as it was computed before the kept days were read for it (`TrendWeight.trend` of
    /// every weigh-in, as of b479dad): the model the page must equal bit for bit.
    func fullTrend(_ weighIns: [(day: LocalDay, kilograms: Double)]) -> [Point] {
        let byDay = Dictionary(grouping: weighIns, by: \.day).mapValues { list in list.map(\.kilograms).reduce(0, +) / Double(list.count) }
        let days = byDay.keys.sorted()
        guard let first = days.first, let firstWeight = byDay[first] else { return [] }
        var points = [Point(day: first, weightKg: firstWeight, trendKg: firstWeight)]
        var trend = firstWeight
        for (previous, day) in zip(days, days.dropFirst()) {
            let weight = byDay[day] ?? .nan
            let gap = previous.days(to: day)
            if gap > TrendWeight.maxGapDays {
                trend = weight
                points.append(Point(day: day, weightKg: weight, trendKg: trend))
                continue
            }
            let start = byDay[previous] ?? .nan
            for step in 1...gap {
                let value = start + (weight - start) * Double(step) / Double(gap)
                trend += TrendWeight.alpha * (value - trend)
                points.append(Point(day: previous.adding(days: step), weightKg: step == gap ? weight : nil, trendKg: trend))
            }
        }
        return points
    }
}

import AlmanacCore
import Foundation
import Testing

/// Synthetic users whose true expenditure is known: they eat around a target with daily noise,
/// log about four days in five (the rest are eaten but not logged), weigh in most mornings with
/// water swings of up to ±0.3 kg, and their weight follows the energy balance at 7,700 kcal/kg.
@Suite struct ExpenditureTests {
    struct Random {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    static func user(trueKcal: Double, eats: Double, seed: UInt64, days: Int = 28)
        -> (intake: [LocalDay: Double], weights: [LocalDay: Double], last: LocalDay)
    {
        var random = Random(state: seed)
        let first = LocalDay(year: 2025, month: 1, day: 1)
        var weight = 82.0
        var intake: [LocalDay: Double] = [:]
        var weights: [LocalDay: Double] = [:]
        for index in 0..<days {
            let day = first.adding(days: index)
            if random.next() < 0.85 { weights[day] = weight + (random.next() - 0.5) * 0.6 }
            let eaten = eats + (random.next() - 0.5) * 800
            if random.next() < 0.8 { intake[day] = eaten }
            weight += (eaten - trueKcal) / Expenditure.kcalPerKg
        }
        return (intake, weights, first.adding(days: days - 1))
    }

    @Test func fourWeeksOfDataRecoverTheTrueExpenditureWithin100Kcal() throws {
        let users: [(Double, Double)] = [(2500, 2000), (2200, 2200), (3000, 3400), (1900, 1500), (2700, 2450), (2300, 2600)]
        for (index, (trueKcal, eats)) in users.enumerated() {
            let data = Self.user(trueKcal: trueKcal, eats: eats, seed: UInt64(index + 1) * 7919)
            // A device figure 400 kcal off: four weeks of data must outweigh it.
            let estimate = try #require(
                Expenditure.estimate(on: data.last, intake: data.intake, weighIns: data.weights, prior: trueKcal + 400))
            #expect(estimate.confidence == 1)
            #expect(abs(estimate.kcal - trueKcal) < 100, "user \(index): \(estimate.kcal) against \(trueKcal)")
        }
    }

    @Test func thinDataLeansOnThePriorAndMissingDaysAreNotZero() throws {
        let data = Self.user(trueKcal: 2500, eats: 2000, seed: 42, days: 10)
        let estimate = try #require(Expenditure.estimate(on: data.last, intake: data.intake, weighIns: data.weights, prior: 2400))
        #expect(estimate.confidence > 0 && estimate.confidence < 1)
        #expect(estimate.loggedDays < 10)
        // Mean intake over logged days only: about 2000, never dragged down by the unlogged days.
        #expect(abs(estimate.meanIntakeKcal! - 2000) < 250)
        let none = Expenditure.estimate(on: data.last, intake: [:], weighIns: [:], prior: 2400)
        #expect(none?.kcal == 2400 && none?.confidence == 0)
        #expect(Expenditure.estimate(on: data.last, intake: [:], weighIns: [:], prior: nil) == nil)
    }
}

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

/// The ledger's "burned": the learnt expenditure once trusted, else the device, else the formula.
@Suite struct LedgerBurnedRuleTests {
    let utc = TimeZone(identifier: "UTC")!

    /// A synthetic user's log: intake at noon on logged days, a weigh-in at 7:00, and every day
    /// the device's 1,600 kcal resting and 400 kcal active energy (its figure: 2,000, while the
    /// user truly burns 2,500).
    func log(days: Int, seed: UInt64 = 11) -> (log: [FoodEvent], next: LocalDay) {
        let data = ExpenditureTests.user(trueKcal: 2500, eats: 2100, seed: seed, days: days)
        var events: [FoodEvent] = []
        let first = data.last.adding(days: -(days - 1))
        func add(_ day: LocalDay, hour: Int, _ entry: LedgerEntry) {
            let when = day.start(in: utc).addingTimeInterval(Double(hour) * 3600)
            events.append(FoodEvent(id: "e\(events.count)", occurredAt: when, recordedAt: when, body: .record(entry)))
        }
        for index in 0..<days {
            let day = first.adding(days: index)
            if let kcal = data.intake[day] { add(day, hour: 12, .quickAdd(kcal: kcal, meal: .lunch, note: "")) }
            if let kg = data.weights[day] { add(day, hour: 7, .weight(kilograms: kg)) }
            add(day, hour: 23, .basalEnergy(kcal: 1600))
            add(day, hour: 23, .activeEnergy(kcal: 400))
        }
        return (events, data.last.adding(days: 1))
    }

    @Test func fourWeeksOfLogsAndWeighInsReplaceTheDeviceFigure() throws {
        var (events, today) = log(days: 28)
        // Today: 300 kcal of activity so far and a small breakfast; neither moves the learnt figure.
        let morning = today.start(in: utc).addingTimeInterval(9 * 3600)
        events.append(FoodEvent(id: "t1", occurredAt: morning, recordedAt: morning, body: .record(.activeEnergy(kcal: 300))))
        events.append(
            FoodEvent(id: "t2", occurredAt: morning, recordedAt: morning, body: .record(.quickAdd(kcal: 200, meal: .breakfast, note: ""))))
        let burned = EnergyLedger.summary(on: today, log: events, timeZone: utc, dayStartHour: 0, profile: nil).burned
        let learnt = try #require(burned.learnt)
        guard case .learnt(let logged, let weighIns) = burned.basalSource else {
            Issue.record("expected the learnt figure, got \(burned.basalSource)")
            return
        }
        #expect(logged == learnt.loggedDays && weighIns == learnt.weighInDays && logged >= Expenditure.fullConfidenceDays)
        #expect(abs(burned.totalKcal - 2500) < 100, "\(burned.totalKcal)")
        // The learnt figure holds the usual activity: today's is not added on top.
        #expect(burned.activityKcal == 0 && burned.activityNotCountedKcal == 300)
        #expect(!burned.isEstimate)
        let uncertainty = try #require(learnt.uncertaintyKcal)
        #expect(uncertainty > 0 && uncertainty < 100)
        #expect(
            burned.explanation.hasPrefix("Burned \(NumberText.grouped(burned.totalKcal.rounded())) kcal: learnt from \(logged) logged days")
        )
        #expect(burned.explanation.contains("±"))
        // The same figure whatever today holds: it is learnt from the days before.
        let quiet = EnergyLedger.summary(on: today, log: Array(events.dropLast(2)), timeZone: utc, dayStartHour: 0, profile: nil).burned
        #expect(quiet.totalKcal == burned.totalKcal)
    }

    @Test func thinDataKeepsTheDeviceFigureAndSaysHowFarItIs() throws {
        let (events, today) = log(days: 10)
        let burned = EnergyLedger.summary(on: today, log: events, timeZone: utc, dayStartHour: 0, profile: nil).burned
        #expect(burned.basalSource == .recorded(days: 10))
        #expect(burned.totalKcal == 1600)
        let learnt = try #require(burned.learnt)
        #expect(learnt.confidence < 1 && !learnt.isTrusted)
        let soFar = min(learnt.loggedDays, learnt.weighInDays)
        #expect(
            burned.explanation
                == "Burned 1600 kcal: resting energy 1600 kcal from your device (average of 10 recorded days) (no activity level chosen, so it leaves out all you do that no device or log records: choose yours in the energy profile); until 14 days of food logs and weigh-ins in the last 4 weeks let Almanac learn your real figure (\(soFar) so far)."
        )
    }

    @Test func withoutADeviceTheFormulaStandsUntilTheLogsAreEnough() throws {
        let (all, today) = log(days: 28)
        let noDevice = all.filter {
            if case .record(.basalEnergy) = $0.body { return false }
            if case .record(.activeEnergy) = $0.body { return false }
            return true
        }
        let profile = EnergyProfile(sex: .female, birthYear: 1990, heightCm: 170, weightKg: 82)
        let learnt = EnergyLedger.summary(on: today, log: noDevice, timeZone: utc, dayStartHour: 0, profile: profile).burned
        #expect(learnt.basalSource == .learnt(loggedDays: learnt.learnt!.loggedDays, weighInDays: learnt.learnt!.weighInDays))
        #expect(abs(learnt.totalKcal - 2500) < 100)
        // A week of logs only: the formula, said to be one.
        let recent = noDevice.filter { $0.occurredAt >= today.adding(days: -7).start(in: utc) }
        let formula = EnergyLedger.summary(on: today, log: recent, timeZone: utc, dayStartHour: 0, profile: profile).burned
        #expect(formula.basalSource == .mifflinStJeor && formula.isEstimate)
        #expect(formula.explanation.contains("Mifflin-St Jeor"))
    }
}

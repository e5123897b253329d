import Foundation
import Testing

@testable import AlmanacCore

struct EnergyLedgerTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    /// An instant given as local Berlin wall-clock time.
    func at(_ day: String, _ hour: Int, _ minute: Int = 0) -> Date {
        LocalDay(day)!.start(in: berlin).addingTimeInterval(Double(hour * 3600 + minute * 60))
    }

    func record(_ id: String, _ when: Date, _ entry: LedgerEntry) -> FoodEvent {
        FoodEvent(id: id, occurredAt: when, recordedAt: when, body: .record(entry))
    }

    func banana(_ grams: Double, meal: Meal = .breakfast) -> LedgerEntry {
        .eaten(EatenFood(foodId: "09040", ndb: "09040", name: "Banana, raw", grams: grams, meal: meal, per100g: ["208": 89, "203": 1.09]))
    }

    /// A food read for its energy alone keeps the same kcal and drops the other nutrients; read
    /// whole, it is what was written.
    @Test func aFoodReadForItsEnergyKeepsItsKcalOnly() throws {
        let food = EatenFood(
            foodId: "01123", ndb: "01123", name: "Whole egg", grams: 147, meal: .breakfast,
            nutrients: [NutrientNumber.energyKcal: 210.21, "203": 18.46, "204": 13.98])
        let data = try JSONEncoder().encode(LedgerEntry.eaten(food))
        #expect(try JSONDecoder().decode(LedgerEntry.self, from: data) == .eaten(food))
        let decoder = JSONDecoder()
        decoder.userInfo[EatenFood.energyOnly] = true
        guard case .eaten(let light) = try decoder.decode(LedgerEntry.self, from: data) else {
            Issue.record("not a food eaten")
            return
        }
        #expect(light.kcal == 210.21 && light.nutrients.count == 1 && light.name == "Whole egg" && light.grams == 147)
    }

    @Test func correctionsReplaceAndRetractionsRemoveWithoutTouchingTheLog() {
        let log = [
            record("a", at("2026-11-22", 8), banana(100)),
            record("b", at("2026-11-22", 12), .quickAdd(kcal: 300, meal: .lunch, note: "sandwich")),
            FoodEvent(
                id: "c", occurredAt: at("2026-11-22", 13), recordedAt: at("2026-11-22", 13),
                body: .correction(of: "a", entry: banana(150), occurredAt: at("2026-11-22", 8))),
            FoodEvent(id: "d", occurredAt: at("2026-11-22", 14), recordedAt: at("2026-11-22", 14), body: .retraction(of: "b")),
        ]
        let effective = EnergyLedger.effectiveEvents(log)
        #expect(effective.map(\.id) == ["a"])
        #expect(effective[0].entry == banana(150))
        let summary = EnergyLedger.summary(on: LocalDay("2026-11-22")!, log: log, timeZone: berlin, dayStartHour: 0, profile: nil)
        #expect(abs(summary.intake.consumedKcal - 133.5) < 1e-9)
    }

    @Test func theLatestCorrectionWinsAndARetractionIsFinal() {
        let t = at("2026-11-22", 8)
        let log = [
            record("a", t, banana(100)),
            FoodEvent(
                id: "c2", occurredAt: t, recordedAt: t.addingTimeInterval(200),
                body: .correction(of: "a", entry: banana(300), occurredAt: t)),
            FoodEvent(
                id: "c1", occurredAt: t, recordedAt: t.addingTimeInterval(100),
                body: .correction(of: "a", entry: banana(200), occurredAt: t)),
            record("b", t, banana(50)),
            FoodEvent(id: "r", occurredAt: t, recordedAt: t.addingTimeInterval(100), body: .retraction(of: "b")),
            FoodEvent(
                id: "late", occurredAt: t, recordedAt: t.addingTimeInterval(300),
                body: .correction(of: "b", entry: banana(80), occurredAt: t)),
            FoodEvent(id: "stray", occurredAt: t, recordedAt: t, body: .retraction(of: "nobody")),
        ]
        let effective = EnergyLedger.effectiveEvents(log)
        #expect(effective.map(\.id) == ["a"])
        #expect(effective[0].entry == banana(300))
    }

    @Test func aCorrectionCanMoveAnEntryToAnotherDay() {
        let log = [
            record("a", at("2026-11-22", 8), banana(100)),
            FoodEvent(
                id: "c", occurredAt: at("2026-11-22", 9), recordedAt: at("2026-11-22", 9),
                body: .correction(of: "a", entry: banana(100), occurredAt: at("2026-11-21", 20))),
        ]
        let days = DayIntake.allDays(from: log, timeZone: berlin, dayStartHour: 0)
        #expect(days[LocalDay("2026-11-22")!] == nil)
        #expect(days[LocalDay("2026-11-21")!]?.consumedKcal == 89)
    }

    @Test func dayTotalsFollowTheUsersTimeZoneAndDayStart() {
        let log = [
            record("late snack", at("2026-11-23", 2), .quickAdd(kcal: 200, meal: .snack, note: "")),
            record("breakfast", at("2026-11-23", 8), .quickAdd(kcal: 500, meal: .breakfast, note: "")),
        ]
        let nightOwl = DayIntake.allDays(from: log, timeZone: berlin, dayStartHour: 4)
        #expect(nightOwl[LocalDay("2026-11-22")!]?.consumedKcal == 200)
        #expect(nightOwl[LocalDay("2026-11-23")!]?.consumedKcal == 500)
        let midnight = DayIntake.allDays(from: log, timeZone: berlin, dayStartHour: 0)
        #expect(midnight[LocalDay("2026-11-23")!]?.consumedKcal == 700)
        // 02:00 in Berlin is 01:00 UTC the same day; in New York it is the previous evening.
        let newYork = DayIntake.allDays(from: log, timeZone: TimeZone(identifier: "America/New_York")!, dayStartHour: 0)
        #expect(newYork[LocalDay("2026-11-22")!]?.consumedKcal == 200)
    }

    @Test func rebuildingEveryDayFromTheLogMatchesDayByDaySummaries() {
        var generator = SeededRandom(seed: 7)
        var log: [FoodEvent] = []
        for n in 0..<300 {
            let day = LocalDay("2026-11-01")!.adding(days: Int.random(in: 0..<20, using: &generator))
            let when = day.start(in: berlin).addingTimeInterval(Double.random(in: 0..<86_400, using: &generator))
            let id = "e\(n)"
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: log.append(record(id, when, banana(Double(Int.random(in: 10...400, using: &generator)))))
            case 1:
                log.append(record(id, when, .quickAdd(kcal: Double(Int.random(in: 1...900, using: &generator)), meal: .snack, note: "")))
            case 2 where !log.isEmpty:
                let target = log.randomElement(using: &generator)!.id
                log.append(FoodEvent(id: id, occurredAt: when, recordedAt: when, body: .retraction(of: target)))
            default:
                guard let target = log.randomElement(using: &generator) else { continue }
                log.append(
                    FoodEvent(
                        id: id, occurredAt: when, recordedAt: when, body: .correction(of: target.id, entry: banana(42), occurredAt: when)))
            }
        }
        let all = DayIntake.allDays(from: log, timeZone: berlin, dayStartHour: 3)
        var total = 0.0
        for (day, intake) in all {
            let single = EnergyLedger.summary(on: day, log: log, timeZone: berlin, dayStartHour: 3, profile: nil).intake
            #expect(single == intake)
            total += intake.consumedKcal
        }
        let expected = EnergyLedger.effectiveEvents(log).reduce(0) { $0 + $1.entry.kcalConsumed }
        #expect(abs(total - expected) < 1e-6)
    }

    let profile = EnergyProfile(sex: .female, birthYear: 1990, heightCm: 165, weightKg: 60)

    @Test func mifflinStJeorEstimatesWhenNoBasalEnergyIsRecorded() {
        // 10·60 + 6.25·165 − 5·36 − 161 = 1290.25
        #expect(profile.mifflinStJeor(inYear: 2026) == 1290.25)
        var male = profile
        male.sex = .male
        #expect(male.mifflinStJeor(inYear: 2026) == 1456.25)
        let log = [record("walk", at("2026-11-22", 9), .activity(name: "walk", minutes: 30, kcal: 120))]
        let summary = EnergyLedger.summary(on: LocalDay("2026-11-22")!, log: log, timeZone: berlin, dayStartHour: 0, profile: profile)
        #expect(summary.burned.basalSource == .mifflinStJeor)
        #expect(summary.burned.isEstimate)
        #expect(summary.burned.totalKcal == 1410.25)
    }

    /// The rule: the activity level and recorded activity are never added together; the larger counts.
    @Test func theActivityLevelAndRecordedActivityAreNeverAddedTogether() {
        var active = profile
        active.activityMultiplier = ActivityLevel.moderate.rawValue
        let day = LocalDay("2026-11-22")!
        // A 300 kcal walk is within what "moderately active" stands for (0.55 × 1290.25 = 709.6).
        let walk = [record("walk", at("2026-11-22", 9), .activity(name: "walk", minutes: 45, kcal: 300))]
        let usual = EnergyLedger.summary(on: day, log: walk, timeZone: berlin, dayStartHour: 0, profile: active).burned
        #expect(abs(usual.totalKcal - 1290.25 * 1.55) < 1e-9)
        #expect(usual.basalKcal == 1290.25 && usual.recordedActivityKcal == 300 && usual.activityLevel == 1.55)
        #expect(usual.explanation.contains("× your activity level, moderately active (× 1.55)"))
        #expect(usual.explanation.contains("today's 300 kcal of recorded activity is within it"))
        // A 1,000 kcal ride is more: resting + the ride, not resting × the level + the ride.
        let ride = [record("ride", at("2026-11-22", 12), .activity(name: "ride", minutes: 150, kcal: 1000))]
        let big = EnergyLedger.summary(on: day, log: ride, timeZone: berlin, dayStartHour: 0, profile: active).burned
        #expect(big.totalKcal == 1290.25 + 1000)
        #expect(big.explanation.contains("+ 1000 kcal of today's recorded activity (more than the 710 kcal"))
        // Without a level chosen: resting + activity, and the page asks for one.
        let none = EnergyLedger.summary(on: day, log: walk, timeZone: berlin, dayStartHour: 0, profile: profile).burned
        #expect(none.totalKcal == 1290.25 + 300 && none.activityLevel == nil)
        #expect(none.explanation.contains("no activity level chosen"))
    }

    @Test func recordedBasalEnergyIsTheAverageOfRecordedDaysInThePrevious30() {
        var log: [FoodEvent] = []
        // Recorded on 3 of the 30 days before; two samples on one day add up.
        log.append(record("b1", at("2026-11-01", 12), .basalEnergy(kcal: 1500)))
        log.append(record("b2", at("2026-11-10", 12), .basalEnergy(kcal: 1000)))
        log.append(record("b3", at("2026-11-10", 18), .basalEnergy(kcal: 600)))
        log.append(record("b4", at("2026-11-21", 12), .basalEnergy(kcal: 1700)))
        // Too old (31 days before) and the day itself do not count.
        log.append(record("old", at("2026-10-22", 12), .basalEnergy(kcal: 9000)))
        log.append(record("today", at("2026-11-22", 12), .basalEnergy(kcal: 100)))
        log.append(record("lunch", at("2026-11-22", 12), .quickAdd(kcal: 700, meal: .lunch, note: "")))
        log.append(record("steps", at("2026-11-22", 19), .activeEnergy(kcal: 250)))
        let summary = EnergyLedger.summary(on: LocalDay("2026-11-22")!, log: log, timeZone: berlin, dayStartHour: 0, profile: profile)
        #expect(summary.burned.basalSource == .recorded(days: 3))
        #expect(summary.burned.basalKcal == 1600)
        #expect(!summary.burned.isEstimate)
        #expect(summary.burned.totalKcal == 1850)
        #expect(summary.leftKcal == 1150)
    }

    @Test func caloriesLeftGoNegativeWhenOverEating() {
        let log = [record("feast", at("2026-11-22", 19), .quickAdd(kcal: 3000, meal: .dinner, note: ""))]
        let summary = EnergyLedger.summary(on: LocalDay("2026-11-22")!, log: log, timeZone: berlin, dayStartHour: 0, profile: profile)
        #expect(summary.leftKcal == 1290.25 - 3000)
    }

    @Test func trendWeightSmoothsWithAlphaPointOne() {
        let points = TrendWeight.trend([(LocalDay("2026-11-01")!, 80), (LocalDay("2026-11-02")!, 79), (LocalDay("2026-11-02")!, 78)])
        #expect(points.count == 2)
        #expect(points[0].trendKg == 80)
        // Day 2 weighs 78.5 on average: 80 + 0.1 · (78.5 − 80)
        #expect(abs(points[1].trendKg - 79.85) < 1e-9)
    }

    @Test func trendWeightFillsShortGapsAlongTheLineAndRestartsAfterLongOnes() {
        let points = TrendWeight.trend([(LocalDay("2026-11-01")!, 80), (LocalDay("2026-11-05")!, 76)])
        #expect(points.map(\.day.description) == ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"])
        #expect(points.map(\.weightKg) == [80, nil, nil, nil, 76])
        var trend = 80.0
        for weight in [79.0, 78, 77, 76] { trend += 0.1 * (weight - trend) }
        #expect(abs(points[4].trendKg - trend) < 1e-9)

        let restarted = TrendWeight.trend([(LocalDay("2026-01-01")!, 90), (LocalDay("2026-03-01")!, 85)])
        #expect(restarted.count == 2)
        #expect(restarted[1].trendKg == 85)
    }

    /// The trend from each day's mean (what the kept food days hold) is the trend of the weigh-ins
    /// themselves; days out of order are passed over, not a trap.
    @Test func trendWeightFromDailyMeansIsTheTrendOfTheWeighIns() {
        let weighIns: [(day: LocalDay, kilograms: Double)] = [
            (LocalDay("2026-11-01")!, 80), (LocalDay("2026-11-03")!, 79.4), (LocalDay("2026-11-03")!, 78.9),
            (LocalDay("2026-11-04")!, 79.1),
            (LocalDay("2026-12-20")!, 77.2), (LocalDay("2026-12-21")!, 77.6),
        ]
        let means: [(day: LocalDay, kilograms: Double)] = [
            (LocalDay("2026-11-01")!, 80), (LocalDay("2026-11-03")!, (79.4 + 78.9) / 2), (LocalDay("2026-11-04")!, 79.1),
            (LocalDay("2026-12-20")!, 77.2), (LocalDay("2026-12-21")!, 77.6),
        ]
        #expect(TrendWeight.trend(dailyMeans: means) == TrendWeight.trend(weighIns))
        #expect(TrendWeight.trend(dailyMeans: [(LocalDay("2026-11-02")!, 80), (LocalDay("2026-11-01")!, 79)]).count == 1)
    }
}

import Foundation
import PropertyBased
import Testing

@testable import AlmanacCore

/// Calories left counted each minute of activity once, and resting energy from the day's own
/// record (issue 30: a run logged by hand and the watch's energy for the same time were both
/// added, 420 + 424 = 844; an imported day's 1,500 kcal of resting energy read as 0).
@Suite struct ActivityCountedOnceTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let day = LocalDay("2026-11-24")!

    func at(_ hour: Int, _ minute: Int = 0) -> Date {
        day.start(in: berlin).addingTimeInterval(Double(hour * 3600 + minute * 60))
    }

    func seconds(_ hour: Int, _ minute: Int = 0) -> Int64 { Int64(at(hour, minute).timeIntervalSince1970) }

    func record(_ id: String, _ when: Date, _ entry: LedgerEntry) -> FoodEvent {
        FoodEvent(id: id, occurredAt: when, recordedAt: when, body: .record(entry))
    }

    func burned(_ log: [FoodEvent], profile: EnergyProfile? = nil, on: LocalDay? = nil, today: LocalDay) -> EnergyBurned {
        EnergyLedger.summary(on: on ?? day, log: log, timeZone: berlin, dayStartHour: 0, profile: profile, today: today).burned
    }

    @Test func aRunLoggedByHandThatTheWatchMeasuredCountsOnce() {
        // The watch measured 07:00–22:00 (424 kcal, the run's time among it); the run was logged
        // by hand when it ended, 18:40, for 40 minutes and 420 kcal.
        let log = [
            record("watch", at(12), .activeEnergy(kcal: 424, measured: [MeasuredSpan(start: seconds(7), end: seconds(22))])),
            record("run", at(18, 40), .activity(name: "Run", minutes: 40, kcal: 420)),
        ]
        let intake = DayIntake.allDays(from: log, timeZone: berlin, dayStartHour: 0)[day]!
        #expect(intake.activityKcal == 424)
        #expect(intake.overlappingActivityKcal == 420)
        let figure = burned(log, today: day.adding(days: 3))
        #expect(figure.activityKcal == 424)
        #expect(figure.activityNotCountedKcal == 420)
        #expect(figure.explanation.contains("420 kcal of activity logged by hand is not added, as your device measured those minutes"))
    }

    @Test func deviceEnergyKeepsItsSpansAndOlderEntriesReadWithout() throws {
        let entry = LedgerEntry.activeEnergy(kcal: 424, measured: [MeasuredSpan(start: 100, end: 160)])
        let data = try JSONEncoder().encode(entry)
        #expect(String(decoding: data, as: UTF8.self).contains("[[100,160]]"))
        #expect(try JSONDecoder().decode(LedgerEntry.self, from: data) == entry)
        // As stored before spans were kept: no times known.
        let old = try JSONDecoder().decode(LedgerEntry.self, from: Data(#"{"activeEnergy":{"kcal":424}}"#.utf8))
        #expect(old == .activeEnergy(kcal: 424, measured: nil))
    }

    @Test func handLoggedMinutesTheDeviceDidNotMeasureCount() {
        // The watch was off for a swim 06:00–06:30 (logged by hand, 250 kcal) and measured from
        // 06:20: a third of the swim is the watch's, two thirds count.
        let log = [
            record("watch", at(12), .activeEnergy(kcal: 300, measured: [MeasuredSpan(start: seconds(6, 20), end: seconds(21))])),
            record("swim", at(6, 30), .activity(name: "Swim", minutes: 30, kcal: 240)),
        ]
        let intake = DayIntake.allDays(from: log, timeZone: berlin, dayStartHour: 0)[day]!
        #expect(abs(intake.activityKcal - (300 + 160)) < 1e-9)
        // Device energy without times (typed in, or an older import) stands for the whole day.
        let untimed = [
            record("typed", at(20), .activeEnergy(kcal: 300)), record("swim", at(6, 30), .activity(name: "Swim", minutes: 30, kcal: 240)),
        ]
        #expect(DayIntake.allDays(from: untimed, timeZone: berlin, dayStartHour: 0)[day]!.activityKcal == 300)
        // Without any device energy, hand-logged activity counts in full; two logged for the same
        // minutes count them once (the one that started first).
        let twice = [
            record("a", at(9), .activity(name: "Ride", minutes: 60, kcal: 600)),
            record("b", at(9), .activity(name: "Ride again", minutes: 30, kcal: 200)),
            record("c", at(20), .activity(name: "Walk", minutes: 30, kcal: 100)),
        ]
        #expect(DayIntake.allDays(from: twice, timeZone: berlin, dayStartHour: 0)[day]!.activityKcal == 700)
    }

    @Test func aDayWhoseRestingEnergyWasImportedUsesIt() {
        // Apple Health's 1,500 kcal of resting energy for the 24th, nothing recorded before it, no profile.
        let log = [record("basal", at(12), .basalEnergy(kcal: 1500))]
        let past = burned(log, today: day.adding(days: 3))
        #expect(past.basalKcal == 1500)
        #expect(past.basalSource == .recordedThatDay)
        #expect(!past.isEstimate)
        #expect(!past.explanation.contains("no recorded resting energy"))
        #expect(past.explanation.contains("resting energy 1500 kcal recorded by your device that day"))
        // The day in progress: what is recorded so far (resting energy only grows), or the average
        // of the days before when that is more.
        #expect(burned(log, today: day).basalKcal == 1500)
        let morning = log + [record("before", at(12) - 86_400, .basalEnergy(kcal: 1600))]
        let partial = [record("basal", at(8), .basalEnergy(kcal: 500))] + morning.dropFirst()
        let inProgress = burned(partial, today: day)
        #expect(inProgress.basalKcal == 1600 && inProgress.basalSource == .recorded(days: 1))
        // Once the day is over, its own record.
        #expect(burned(partial, today: day.adding(days: 1)).basalKcal == 500)
    }

    @Test func anActivityLevelAppliesUntilTheLearntFigureTakesOver() {
        // 10·60 + 6.25·165 − 5·36 − 161 = 1290.25 resting; lightly active: × 1.375.
        let light = EnergyProfile(sex: .female, birthYear: 1990, heightCm: 165, weightKg: 60, activityMultiplier: 1.375)
        let figure = burned([], profile: light, on: LocalDay("2026-11-24")!, today: LocalDay("2026-11-24")!)
        #expect(abs(figure.totalKcal - 1290.25 * 1.375) < 1e-9)
        #expect(figure.basalKcal == 1290.25 && figure.activityLevel == 1.375)
        #expect(figure.explanation.contains("× your activity level, lightly active (× 1.375)"))
        #expect(figure.explanation.contains("until 14 days of food logs and weigh-ins"))
        // The device's resting energy with the level: recorded × 1.375.
        let device = burned([record("basal", at(12), .basalEnergy(kcal: 1500))], profile: light, today: day.adding(days: 1))
        #expect(abs(device.totalKcal - 1500 * 1.375) < 1e-9)
    }

    /// Whatever mix of device spans and hand-logged activities, every minute that some hand-logged
    /// activity covers and no device measured counts exactly once, and no other hand-logged minute
    /// counts: the model is the set of minutes of the day.
    @Test func noMinuteOfActivityIsCountedTwice() async {
        let spans = zip(Gen.int(in: 0...1439), Gen.int(in: 1...180)).array(of: 0...6)
        // Ends from 00:01 to 23:59: an activity belongs to the day of its time (an end at midnight is the next day's).
        let activities = zip(Gen.int(in: 1...1439), Gen.int(in: 1...240), Gen.int(in: 0...1500)).array(of: 0...6)
        await propertyCheck(count: 400, input: spans, activities, Gen.bool(0.15)) { spans, activities, untimed in
            let start = day.start(in: berlin)
            func instant(_ minute: Int) -> Date { start.addingTimeInterval(Double(minute * 60)) }
            let device = spans.map {
                MeasuredSpan(start: Int64(instant($0.0).timeIntervalSince1970), end: Int64(instant($0.0 + $0.1).timeIntervalSince1970))
            }
            var log = [record("device", instant(720), .activeEnergy(kcal: 500, measured: untimed ? nil : device))]
            // Each activity burns one kcal a minute, so the kcal counted are the minutes counted.
            for (index, activity) in activities.enumerated() {
                let minutes = min(activity.1, activity.0)
                log.append(
                    record("a\(index)", instant(activity.0), .activity(name: "a\(index)", minutes: Double(minutes), kcal: Double(minutes))))
            }
            let intake = DayIntake.allDays(from: log, timeZone: berlin, dayStartHour: 0)[day]!
            let measured = Set(spans.flatMap { $0.0..<($0.0 + $0.1) })
            let logged = Set(activities.flatMap { (($0.0 - min($0.1, $0.0))..<$0.0) })
            let once = untimed ? 0 : logged.subtracting(measured).count
            #expect(abs(intake.activityKcal - 500 - Double(once)) < 1e-6, "spans \(spans), activities \(activities)")
            #expect(intake.activityKcal <= 500 + intake.manualActivityKcal + 1e-6)
            // Each activity, with any kcal, counts at most its own kcal and never a negative amount.
            let counted = ActivityOverlap.counted(
                activities.map { .init(ended: instant($0.0), minutes: Double(min($0.1, $0.0)), kcal: Double($0.2)) },
                measured: untimed ? nil : device)
            for (value, activity) in zip(counted, activities) { #expect(value >= 0 && value <= Double(activity.2) + 1e-9) }
        }
    }
}

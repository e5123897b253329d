import AlmanacCLI
import AlmanacCore
import ArgumentParser
import Foundation

/// `almanac bench lifts`: the analysis against the prototype's method on simulated sets with
/// ground truth, in one run. Tuning sets (the cases the analysis was developed on, as in the
/// tests) and held-out sets, each written before any result of the change it checks was looked
/// at (other lifts, loads, rep counts, timestamps, tilts), and never tuned on. Each at 20 and
/// 40 Hz. While a change is being developed, run with `--held-out-5 0` (the newest held-out set
/// untouched until the change is done).
struct BenchLiftsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifts", abstract: "Rep counts, velocity and range errors, and speed of the lift analysis.")

    /// Taken like on every command (scripts pass it uniformly); this command does not read the data folder.
    @OptionGroup var data: DataOptions
    @Option(help: "Sets in the held-out set.") var heldOut = 60
    @Option(name: .customLong("held-out-2"), help: "Sets in the second held-out set.") var heldOut2 = 60
    @Option(name: .customLong("held-out-3"), help: "Sets in the third held-out set.") var heldOut3 = 60
    @Option(name: .customLong("held-out-4"), help: "Sets in the fourth held-out set.") var heldOut4 = 120
    @Option(name: .customLong("held-out-5"), help: "Sets in the fifth held-out set.") var heldOut5 = 120
    @Option(help: "Repeat the speed measurement over all streams this many times.") var speedRounds = 5
    @Flag(help: "Also break the tuning set's mean-velocity error down by lift and noise (bias, boundary timing, range).")
    var breakdown = false

    struct Case {
        var options: LiftSimulator.Options
        var simulation: LiftSimulator.Result
    }

    struct Figures {
        var sets = 0
        var setsExact = 0
        var truthReps = 0
        var missed = 0
        var extra = 0
        var velocityErrors: [Double] = []
        var rangeErrors: [Double] = []

        var velocityMAE: Double { velocityErrors.isEmpty ? .nan : velocityErrors.reduce(0, +) / Double(velocityErrors.count) }
        var rangeMAE: Double { rangeErrors.isEmpty ? .nan : rangeErrors.reduce(0, +) / Double(rangeErrors.count) }
    }

    static func tuningCases(rate: Double) -> [LiftSimulator.Options] {
        var cases: [LiftSimulator.Options] = []
        for noise in LiftSimulator.Noise.allCases {
            for kind in [LiftKind.squat, .bench, .deadlift, .press] {
                for seed in UInt64(1)...5 { cases.append(.init(kind: kind, reps: 5, rateHz: rate, noise: noise, seed: seed)) }
            }
        }
        return cases
    }

    /// Written before looking at any result; never tuned on.
    static func heldOutCases(rate: Double, count: Int) -> [LiftSimulator.Options] {
        (0..<count).map { index in
            let seed = UInt64(1001 + index)
            let kind = LiftKind.allCases[index % LiftKind.allCases.count]
            return LiftSimulator.Options(
                kind: kind, reps: 3 + index % 6, loadKg: kind.typicalOneRepMaxKg * (0.5 + 0.08 * Double(index % 6)), rateHz: rate,
                noise: LiftSimulator.Noise.allCases[(index / 6) % 4], tiltRep: index % 5 == 0 ? 2 : nil, timestamps: index % 3 == 0,
                seed: seed)
        }
    }

    /// The second held-out set, written before the edge model it checks was tried (issue 12), its
    /// own mix: new seeds, all six lifts, 3–8 reps, loads 40–100 % of the 1RM in 5 % steps, every
    /// noise kind, timestamps on a quarter, a tilted rep (1st to 3rd) on a seventh. Never tuned on.
    static func heldOut2Cases(rate: Double, count: Int) -> [LiftSimulator.Options] {
        (0..<count).map { index in
            let kind = LiftKind.allCases[(index + index / 6) % LiftKind.allCases.count]
            return LiftSimulator.Options(
                kind: kind, reps: 3 + (index * 5) % 6, loadKg: kind.typicalOneRepMaxKg * (0.40 + 0.05 * Double((index * 7) % 13)),
                rateHz: rate, noise: LiftSimulator.Noise.allCases[(index * 3 + 1) % 4], tiltRep: index % 7 == 3 ? 1 + index % 3 : nil,
                timestamps: index % 4 == 1, seed: UInt64(7001 + 13 * index))
        }
    }

    /// The second tuning set (issue 12, 2026-11-27): the first is mostly grinders at 100 kg, and
    /// fast reps are where the error is, so this one spans the loads the held-out sets use. All
    /// six lifts at 40–100 % of the 1RM in 10 % steps (each pair twice), 3–8 reps, every noise
    /// kind, timestamps on a fifth, a tilted 2nd rep on a sixth; its own seeds.
    static func tuning2Cases(rate: Double) -> [LiftSimulator.Options] {
        (0..<84).map { index in
            let kind = LiftKind.allCases[index % LiftKind.allCases.count]
            return LiftSimulator.Options(
                kind: kind, reps: 3 + (index / 2) % 6, loadKg: kind.typicalOneRepMaxKg * (0.40 + 0.10 * Double((index / 6) % 7)),
                rateHz: rate, noise: LiftSimulator.Noise.allCases[(index / 3) % 4], tiltRep: index % 6 == 4 ? 2 : nil,
                timestamps: index % 5 == 2, seed: UInt64(30001 + 7 * index))
        }
    }

    /// The third held-out set, written with the second tuning set and before any result on
    /// either: new seeds, all six lifts, 2–8 reps, loads spread over 45–95 % of the 1RM (golden-ratio
    /// steps), every noise kind, timestamps on a third, a tilted first rep on an eighth. Never tuned on.
    static func heldOut3Cases(rate: Double, count: Int) -> [LiftSimulator.Options] {
        (0..<count).map { index in
            let kind = LiftKind.allCases[(index * 5) % LiftKind.allCases.count]
            let fraction = (Double(index) * 0.618_033_988_7).truncatingRemainder(dividingBy: 1)
            return LiftSimulator.Options(
                kind: kind, reps: 2 + (index * 3) % 7, loadKg: kind.typicalOneRepMaxKg * (0.45 + 0.5 * fraction), rateHz: rate,
                noise: LiftSimulator.Noise.allCases[index % 4], tiltRep: index % 8 == 5 ? 1 : nil, timestamps: index % 3 == 1,
                seed: UInt64(90001 + 11 * index))
        }
    }

    /// The third tuning set (issue 12, rep counts): spikes are what still costs reps (a burst
    /// inside a fast rep drags the running median), so every set here is spiky or both, fast and
    /// slow. All six lifts at 40–100 % of the 1RM, 3–8 reps, a soft take-off on every third,
    /// timestamps on a quarter; its own seeds.
    static func tuning3Cases(rate: Double) -> [LiftSimulator.Options] {
        (0..<120).map { index in
            let kind = LiftKind.allCases[(index / 2) % LiftKind.allCases.count]
            return LiftSimulator.Options(
                kind: kind, reps: 3 + (index * 7) % 6, loadKg: kind.typicalOneRepMaxKg * (0.40 + 0.10 * Double(index % 7)),
                rateHz: rate, noise: index % 2 == 0 ? .spiky : .both, tiltRep: nil, timestamps: index % 4 == 3,
                seed: UInt64(200_001 + 3 * index), softTakeOff: index % 3 == 2)
        }
    }

    /// The fourth held-out set, written with the third tuning set and before any result of the
    /// rep-count change it checks: new seeds, all six lifts, 2–10 reps, loads 40–100 % of the 1RM
    /// (√2 steps), every noise kind, a soft take-off on every other set, timestamps on a fifth,
    /// a tilted rep on a ninth. Twice the size of the others, as a miscounted rep is rare. Never
    /// tuned on.
    static func heldOut4Cases(rate: Double, count: Int) -> [LiftSimulator.Options] {
        (0..<count).map { index in
            let kind = LiftKind.allCases[(index * 7 + index / 6) % LiftKind.allCases.count]
            let fraction = (Double(index) * 1.414_213_562_4).truncatingRemainder(dividingBy: 1)
            return LiftSimulator.Options(
                kind: kind, reps: 2 + (index * 5) % 9, loadKg: kind.typicalOneRepMaxKg * (0.40 + 0.6 * fraction), rateHz: rate,
                noise: LiftSimulator.Noise.allCases[(index + index / 4) % 4], tiltRep: index % 9 == 4 ? 1 + index % 2 : nil,
                timestamps: index % 5 == 3, seed: UInt64(600_007 + 19 * index), softTakeOff: index % 2 == 1)
        }
    }

    /// The fifth held-out set, written after the fourth was run once and before the second
    /// held-out set's extra reps were looked into (which makes that set a tuning set for rep
    /// counts): new seeds, all six lifts, 3–9 reps, loads 42–98 % of the 1RM (steps of 1/e),
    /// every noise kind, a soft take-off on a third, timestamps on a third, a tilted rep on a
    /// tenth. Never tuned on.
    static func heldOut5Cases(rate: Double, count: Int) -> [LiftSimulator.Options] {
        (0..<count).map { index in
            let kind = LiftKind.allCases[(index * 11 + index / 3) % LiftKind.allCases.count]
            let fraction = (Double(index) * 0.367_879_441_2).truncatingRemainder(dividingBy: 1)
            return LiftSimulator.Options(
                kind: kind, reps: 3 + (index * 4) % 7, loadKg: kind.typicalOneRepMaxKg * (0.42 + 0.56 * fraction), rateHz: rate,
                noise: LiftSimulator.Noise.allCases[(index * 3 + index / 5) % 4], tiltRep: index % 10 == 7 ? 2 : nil,
                timestamps: index % 3 == 0, seed: UInt64(800_003 + 23 * index), softTakeOff: index % 3 == 1)
        }
    }

    /// The same sets with a soft take-off (velocity a squared sine: acceleration builds from 0,
    /// as when force builds before the bar leaves), so that an edge model that only fits the
    /// simulator's usual half sine shows it.
    static func softTakeOff(_ cases: [LiftSimulator.Options]) -> [LiftSimulator.Options] {
        cases.map { options in
            var soft = options
            soft.softTakeOff = true
            return soft
        }
    }

    /// Matches each true rep with the found rep that overlaps it most.
    static func score(_ found: [RepMetrics], truth: [LiftSimulator.TruthRep], into figures: inout Figures) {
        figures.sets += 1
        figures.truthReps += truth.count
        var used = Set<Int>()
        for rep in truth {
            let overlaps = found.enumerated().map { index, candidate in
                (index, min(candidate.endMs, rep.endMs) - max(candidate.startMs, rep.startMs))
            }
            guard let best = overlaps.filter({ $0.1 > 0 && !used.contains($0.0) }).max(by: { $0.1 < $1.1 }) else {
                figures.missed += 1
                continue
            }
            used.insert(best.0)
            figures.velocityErrors.append(abs(found[best.0].meanVelocity - rep.meanVelocity))
            figures.rangeErrors.append(abs(found[best.0].romCm - rep.romCm))
        }
        figures.extra += found.count - used.count
        if found.count == truth.count && used.count == truth.count { figures.setsExact += 1 }
    }

    func run() async throws {
        print("Lift analysis against the prototype (simulated sets with ground truth)")
        print("set             rate  method     sets  exact  reps  missed  extra  MV MAE m/s  ROM MAE cm")
        var allStreams: [(String, LiftSimulator.Options)] = []
        for (name, makeCases) in [
            ("tuning", { (rate: Double) in Self.tuningCases(rate: rate) }),
            ("held-out", { (rate: Double) in Self.heldOutCases(rate: rate, count: heldOut) }),
            ("held-out 2", { (rate: Double) in Self.heldOut2Cases(rate: rate, count: heldOut2) }),
            ("tuning 2", { (rate: Double) in Self.tuning2Cases(rate: rate) }),
            ("held-out 3", { (rate: Double) in Self.heldOut3Cases(rate: rate, count: heldOut3) }),
            ("tuning 2 soft", { (rate: Double) in Self.softTakeOff(Self.tuning2Cases(rate: rate)) }),
            ("held-out 3 soft", { (rate: Double) in Self.softTakeOff(Self.heldOut3Cases(rate: rate, count: heldOut3)) }),
            ("tuning 3", { (rate: Double) in Self.tuning3Cases(rate: rate) }),
            ("held-out 4", { (rate: Double) in Self.heldOut4Cases(rate: rate, count: heldOut4) }),
            ("held-out 5", { (rate: Double) in Self.heldOut5Cases(rate: rate, count: heldOut5) }),
        ] {
            for rate in [20.0, 40.0] {
                var almanac = Figures()
                var prototype = Figures()
                for options in makeCases(rate) {
                    let simulation = LiftSimulator.run(options)
                    let stream = LiftStream.parse(simulation.text, options: StreamOptions(rateHz: rate))
                    let settings = LiftSettings(kind: options.kind)
                    Self.score(
                        LiftAnalyzer.analyze(stream, settings: settings, rateHz: rate).reps, truth: simulation.truth, into: &almanac)
                    Self.score(PrototypeMethod.analyze(stream, settings: settings, rateHz: rate), truth: simulation.truth, into: &prototype)
                    allStreams.append((simulation.text, options))
                }
                for (method, figures) in [("prototype", prototype), ("almanac", almanac)] {
                    print(
                        [
                            name.padding(toLength: 15, withPad: " ", startingAt: 0), String(format: "%4.0f", rate),
                            method.padding(toLength: 9, withPad: " ", startingAt: 0), String(format: "%5d", figures.sets),
                            String(format: "%5d", figures.setsExact), String(format: "%5d", figures.truthReps),
                            String(format: "%6d", figures.missed), String(format: "%6d", figures.extra),
                            String(format: "%11.4f", figures.velocityMAE), String(format: "%11.1f", figures.rangeMAE),
                        ]
                        .joined(separator: " "))
                }
            }
        }

        if breakdown {
            for rate in [20.0, 40.0] {
                LiftErrorBreakdown.run(name: "tuning", cases: Self.tuningCases(rate: rate)) { "\($0.kind.rawValue)/\($0.noise.rawValue)" }
                let byLoad = { (options: LiftSimulator.Options) in
                    "\(options.kind.rawValue)/\(Int((options.loadKg / options.oneRepMaxKg * 100).rounded())) %"
                }
                LiftErrorBreakdown.run(name: "tuning 2", cases: Self.tuning2Cases(rate: rate), key: byLoad)
                LiftErrorBreakdown.run(name: "tuning 2 soft", cases: Self.softTakeOff(Self.tuning2Cases(rate: rate)), key: byLoad)
                LiftErrorBreakdown.run(name: "tuning 3", cases: Self.tuning3Cases(rate: rate), key: byLoad)
                // Looked into for its extra reps once held-out set 5 was written: a tuning set now.
                LiftErrorBreakdown.run(name: "held-out 2", cases: Self.heldOut2Cases(rate: rate, count: heldOut2), key: byLoad)
            }
        }

        // Speed: parse and analyse every stream above, several rounds.
        var samples = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<max(1, speedRounds) {
                for (text, options) in allStreams {
                    let stream = LiftStream.parse(text, options: StreamOptions(rateHz: options.rateHz))
                    let analysis = LiftAnalyzer.analyze(stream, settings: LiftSettings(kind: options.kind), rateHz: options.rateHz)
                    samples += analysis.samples
                }
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            String(format: "speed: %d samples parsed and analysed in %.2f s = %.0f samples/s", samples, seconds, Double(samples) / seconds))
    }
}

/// The tuning set's mean-velocity error taken apart, to find its causes (never run on the
/// held-out set): per lift and noise, the signed error (bias), the MAE, how far the found start
/// and end are from the true ones, the range error, and the MAE with either the true range or the
/// true duration put in (which part of the error comes from where).
enum LiftErrorBreakdown {
    struct Row {
        var errors: [Double] = []
        var startErrors: [Double] = []
        var endErrors: [Double] = []
        var rangeErrors: [Double] = []
        var trueRangeErrors: [Double] = []
        var trueDurationErrors: [Double] = []
    }

    static func mean(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count) }

    static func run(name: String, cases: [LiftSimulator.Options], key: (LiftSimulator.Options) -> String) {
        guard let rate = cases.first?.rateHz else { return }
        var rows: [String: Row] = [:]
        var order: [String] = []
        var extra: [String] = []
        for options in cases {
            let simulation = LiftSimulator.run(options)
            let stream = LiftStream.parse(simulation.text, options: StreamOptions(rateHz: rate))
            let found = LiftAnalyzer.analyze(stream, settings: LiftSettings(kind: options.kind), rateHz: rate).reps
            let key = key(options)
            if found.count != simulation.truth.count {
                extra.append("\(key) seed \(options.seed): \(found.count) found, \(simulation.truth.count) true")
            }
            if rows[key] == nil { order.append(key) }
            var row = rows[key] ?? Row()
            for rep in simulation.truth {
                guard
                    let match = found.max(by: {
                        min($0.endMs, rep.endMs) - max($0.startMs, rep.startMs) < min($1.endMs, rep.endMs) - max($1.startMs, rep.startMs)
                    }), min(match.endMs, rep.endMs) > max(match.startMs, rep.startMs)
                else { continue }
                let foundSeconds = (match.endMs - match.startMs) / 1000
                let trueSeconds = (rep.endMs - rep.startMs) / 1000
                row.errors.append(match.meanVelocity - rep.meanVelocity)
                row.startErrors.append(match.startMs - rep.startMs)
                row.endErrors.append(match.endMs - rep.endMs)
                row.rangeErrors.append(match.romCm - rep.romCm)
                row.trueRangeErrors.append(abs(rep.romCm / 100 / foundSeconds - rep.meanVelocity))
                row.trueDurationErrors.append(abs(match.romCm / 100 / trueSeconds - rep.meanVelocity))
            }
            rows[key] = row
        }
        print("\(name) at \(Int(rate)) Hz: lift            reps   bias    MAE  start ms  end ms  ROM cm  MAE(true ROM)  MAE(true time)")
        var all = Row()
        for key in order + ["all"] {
            let row: Row
            if key == "all" {
                row = all
            } else {
                row = rows[key]!
                all.errors += row.errors
                all.startErrors += row.startErrors
                all.endErrors += row.endErrors
                all.rangeErrors += row.rangeErrors
                all.trueRangeErrors += row.trueRangeErrors
                all.trueDurationErrors += row.trueDurationErrors
            }
            print(
                "  " + key.padding(toLength: 18, withPad: " ", startingAt: 0)
                    + String(
                        format: "%4d %+7.4f %6.4f %+8.1f %+7.1f %+7.2f %14.4f %15.4f", row.errors.count, mean(row.errors),
                        mean(row.errors.map(abs)), mean(row.startErrors), mean(row.endErrors), mean(row.rangeErrors),
                        mean(row.trueRangeErrors), mean(row.trueDurationErrors)))
        }
        for line in extra { print("  rep count off: " + line) }
    }
}

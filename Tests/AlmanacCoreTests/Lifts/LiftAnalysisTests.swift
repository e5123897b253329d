import AlmanacCore
import Foundation
import PropertyBased
import Testing

@Suite struct LiftStreamTests {
    @Test func linesWithAndWithoutTimestampsAreReadAndGarbageIsCounted() {
        let text = "s:100\r\na:1.5:-2\n\nhello\ns:0\n1520 s:123\na:x:1\ns:401\ns:12x\n"
        let stream = LiftStream.parse(text, options: StreamOptions(rateHz: 20))
        #expect(stream.distances.map(\.timeMs) == [0, 50, 1520, 1570])
        #expect(stream.distances.map(\.centimetres) == [100, nil, 123, nil])
        #expect(stream.tilts == [LiftStream.Tilt(timeMs: 0, pitch: 1.5, roll: -2)])
        #expect(stream.skippedLines == 3)
    }

    @Test func millimetresAndInchesBecomeCentimetres() {
        #expect(LiftStream.parse("s:1000", options: StreamOptions(unit: .millimetres)).distances.first?.centimetres == 100)
        #expect(LiftStream.parse("s:10", options: StreamOptions(unit: .inches)).distances.first?.centimetres == 25.4)
    }
}

@Suite struct LiftAnalysisTests {
    func analyze(_ options: LiftSimulator.Options) -> (LiftAnalysis, LiftSimulator.Result) {
        let simulation = LiftSimulator.run(options)
        let stream = LiftStream.parse(simulation.text, options: StreamOptions(rateHz: options.rateHz))
        return (LiftAnalyzer.analyze(stream, settings: LiftSettings(kind: options.kind), rateHz: options.rateHz), simulation)
    }

    @Test(arguments: LiftSimulator.Noise.allCases)
    func everyRepIsCountedOnCleanSpikyAndDropoutStreams(noise: LiftSimulator.Noise) {
        var velocityErrors: [Double] = []
        var rangeErrors: [Double] = []
        for kind in [LiftKind.squat, .bench, .deadlift] {
            for seed in UInt64(1)...4 {
                let (analysis, simulation) = analyze(.init(kind: kind, reps: 5, noise: noise, seed: seed))
                #expect(analysis.reps.count == simulation.truth.count, "\(kind) \(noise) seed \(seed)")
                for (rep, truth) in zip(analysis.reps, simulation.truth) {
                    velocityErrors.append(abs(rep.meanVelocity - truth.meanVelocity))
                    rangeErrors.append(abs(rep.romCm - truth.romCm))
                    #expect(abs(rep.meanVelocity - truth.meanVelocity) < 0.2, "\(kind) \(noise) seed \(seed) rep \(rep.number)")
                }
            }
        }
        // No rep is off by 0.2 m/s: a spike that read as the top of a fast rep (the deadlift's seed
        // 3, rep 3 on spiky streams: 79 cm while the bar was near 66) ended it early, 0.24 m/s off,
        // until a reading the fit misses by more than 6 cm was dropped (0.03 now).
        let velocityMAE = velocityErrors.reduce(0, +) / Double(velocityErrors.count)
        let rangeMAE = rangeErrors.reduce(0, +) / Double(rangeErrors.count)
        // The goal is 0.03 m/s; streams with spikes (1.5 % of readings, and bursts) may cost a little more.
        let goal = noise == .clean || noise == .dropout ? 0.03 : 0.04
        #expect(velocityMAE <= goal, "mean velocity MAE \(velocityMAE) m/s on \(noise) streams")
        #expect(rangeMAE <= 3, "range of motion MAE \(rangeMAE) cm on \(noise) streams")
    }

    /// A grinding rep (0.13–0.2 m/s) is read to its slow ends: with one ±0.15 s fit window its
    /// noise dipped below 0.05 m/s on the shallow ramp and cut 2–6 cm off (measured too fast).
    @Test(arguments: [20.0, 40.0])
    func grindingRepsAreMeasuredOverTheirWholeRange(rate: Double) {
        var velocityErrors: [Double] = []
        var rangeErrors: [Double] = []
        for (kind, load) in [(LiftKind.bench, 100.0), (.press, 68)] {
            for seed in UInt64(11)...14 {
                let (analysis, simulation) = analyze(.init(kind: kind, reps: 4, loadKg: load, rateHz: rate, noise: .dropout, seed: seed))
                #expect(analysis.reps.count == simulation.truth.count, "\(kind) seed \(seed)")
                for (rep, truth) in zip(analysis.reps, simulation.truth) {
                    velocityErrors.append(abs(rep.meanVelocity - truth.meanVelocity))
                    rangeErrors.append(rep.romCm - truth.romCm)
                }
            }
        }
        let velocityMAE = velocityErrors.reduce(0, +) / Double(velocityErrors.count)
        let rangeBias = rangeErrors.reduce(0, +) / Double(rangeErrors.count)
        #expect(velocityMAE <= 0.008, "mean velocity MAE \(velocityMAE) m/s")
        #expect(abs(rangeBias) <= 1.5, "range of motion off by \(rangeBias) cm on average")
    }

    /// A fast rep (about 1 m/s and more, at light loads) is timed from the readings at rest beside
    /// it: a symmetric fit rounds the corner where the bar leaves rest, which started such reps
    /// 20–50 ms early, ended them as late, and measured them 0.05–0.18 m/s too slow.
    @Test(arguments: [20.0, 40.0])
    func fastRepsAreTimedFromTheRestBesideThem(rate: Double) {
        var errors: [Double] = []
        for kind in [LiftKind.squat, .bench, .deadlift, .clean] {
            for seed in UInt64(21)...23 {
                let load = kind.typicalOneRepMaxKg * 0.45
                let (analysis, simulation) = analyze(.init(kind: kind, reps: 4, loadKg: load, rateHz: rate, noise: .dropout, seed: seed))
                #expect(analysis.reps.count == simulation.truth.count, "\(kind) seed \(seed)")
                for (rep, truth) in zip(analysis.reps, simulation.truth) { errors.append(rep.meanVelocity - truth.meanVelocity) }
            }
        }
        let bias = errors.reduce(0, +) / Double(errors.count)
        let meanAbsolute = errors.map(abs).reduce(0, +) / Double(errors.count)
        #expect(meanAbsolute <= 0.04, "mean velocity MAE \(meanAbsolute) m/s")
        #expect(abs(bias) <= 0.02, "mean velocity off by \(bias) m/s on average")
    }

    /// The same when force builds before the bar leaves (acceleration from 0, not the
    /// simulator's usual half sine): the edge model is not made for one shape only.
    @Test func aSoftTakeOffIsTimedToo() {
        var errors: [Double] = []
        for kind in [LiftKind.squat, .bench, .deadlift] {
            for seed in UInt64(31)...33 {
                let (analysis, simulation) = analyze(
                    .init(kind: kind, reps: 4, loadKg: kind.typicalOneRepMaxKg * 0.6, noise: .clean, seed: seed, softTakeOff: true))
                #expect(analysis.reps.count == simulation.truth.count, "\(kind) seed \(seed)")
                for (rep, truth) in zip(analysis.reps, simulation.truth) { errors.append(abs(rep.meanVelocity - truth.meanVelocity)) }
            }
        }
        let meanAbsolute = errors.reduce(0, +) / Double(errors.count)
        #expect(meanAbsolute <= 0.05, "mean velocity MAE \(meanAbsolute) m/s")
    }

    /// A burst of spikes at a power clean's take-off drags the Hampel filter's running median off
    /// the fast ramp, so the rep's own readings went with the burst: a gap too long to fill
    /// split the rep (one missed), or a spike close to the ramp stayed and split it in two (one
    /// extra). The three streams of the bench's second tuning set that did so (20 Hz; loads 50,
    /// 70 and 70 % of the 1RM, in the bench's tenths).
    @Test(arguments: [(UInt64(30071), 8, 1, LiftSimulator.Noise.both, false), (30155, 8, 3, .both, true), (30449, 5, 3, .spiky, false)])
    func aBurstOfSpikesInsideAFastRepCostsNoRep(seed: UInt64, reps: Int, tenths: Int, noise: LiftSimulator.Noise, timestamps: Bool) {
        let load = LiftKind.clean.typicalOneRepMaxKg * (0.40 + 0.10 * Double(tenths))
        let (analysis, simulation) = analyze(
            .init(kind: .clean, reps: reps, loadKg: load, noise: noise, tiltRep: 2, timestamps: timestamps, seed: seed))
        #expect(analysis.reps.count == simulation.truth.count)
        for (rep, truth) in zip(analysis.reps, simulation.truth) {
            #expect(abs(rep.meanVelocity - truth.meanVelocity) < 0.1, "rep \(rep.number)")
            #expect(abs(rep.romCm - truth.romCm) < 3, "rep \(rep.number)")
        }
    }

    /// A spiky region (three bursts and single spikes, a dozen readings in a second) while the
    /// bar rests at the top of a power clean outnumbers the bar's readings in a running median's
    /// window: it read as three more reps, up to 3 m high. The second held-out set's stream that
    /// did so (75 % of the 1RM, 20 Hz).
    @Test func aSpikyRegionAtRestAddsNoRep() {
        let load = LiftKind.clean.typicalOneRepMaxKg * (0.40 + 0.05 * 7)
        let (analysis, simulation) = analyze(.init(kind: .clean, reps: 7, loadKg: load, noise: .both, seed: 7183))
        #expect(analysis.reps.count == simulation.truth.count)
        for (rep, truth) in zip(analysis.reps, simulation.truth) {
            #expect(abs(rep.meanVelocity - truth.meanVelocity) < 0.1, "rep \(rep.number)")
            #expect(abs(rep.romCm - truth.romCm) < 3, "rep \(rep.number)")
        }
    }

    /// The simulator slows every rep around 45 % of its time (deeper at heavier loads), about 40 %
    /// up the range. A sticking point found lies inside the range, not in a wiggle off the floor
    /// or at the top (14 of 300 reps had one there, from noise, before a sticking point had to
    /// stand out), and most heavy reps have one. At 40 Hz two deadlift reps (clean seed 3 rep 4,
    /// spiky seed 1 rep 5) still show one at 8 and 13 % of the range.
    @Test(arguments: [20.0, 40.0])
    func stickingPointsAreFoundInsideTheRangeOfHeavyReps(rate: Double) {
        var reps = 0
        var found = 0
        var outside: [String] = []
        for kind in [LiftKind.squat, .bench, .deadlift, .press, .clean] {
            for noise in [LiftSimulator.Noise.clean, .spiky] {
                for seed in UInt64(1)...3 {
                    let load = kind.typicalOneRepMaxKg * 0.8
                    let (analysis, _) = analyze(.init(kind: kind, reps: 5, loadKg: load, rateHz: rate, noise: noise, seed: seed))
                    for rep in analysis.reps {
                        reps += 1
                        guard let sticking = rep.stickingPoint else { continue }
                        found += 1
                        #expect(sticking.velocity < rep.peakVelocity)
                        let share = sticking.heightCm / rep.romCm
                        if share <= 0.15 || share >= 0.85 { outside.append("\(kind) \(noise) seed \(seed) rep \(rep.number): \(share)") }
                    }
                }
            }
        }
        #expect(outside.count <= 2, "sticking points at the ends of the range: \(outside)")
        #expect(Double(found) >= 0.8 * Double(reps), "sticking points in \(found) of \(reps) heavy reps")
    }

    @Test func aCleansSlowSpotIsCalledTheTransition() {
        let (analysis, _) = analyze(.init(kind: .clean, reps: 6, loadKg: 72, noise: .clean, seed: 4))
        let advice = analysis.advice.first { $0.kind == .stickingPoint }
        #expect(advice?.message.contains("transition") == true)
        #expect(advice?.message.contains("pin") == false)
    }

    @Test func fortyHertzStreamsWithTimestampsToo() {
        let (analysis, simulation) = analyze(.init(kind: .squat, reps: 6, rateHz: 40, noise: .both, timestamps: true, seed: 9))
        #expect(analysis.reps.count == 6)
        #expect(analysis.reps.count == simulation.truth.count)
        #expect(analysis.skippedLines == simulation.garbageLines)
    }

    @Test func aTiltedRepGetsAdviceAndLevelRepsDoNot() {
        let (tilted, _) = analyze(.init(kind: .squat, reps: 5, tiltRep: 3, seed: 3))
        let tilts = tilted.advice.filter { $0.kind == .tilt }
        #expect(tilts.map(\.rep) == [3])
        #expect(tilts.first?.message.contains("right end low") == true)
        let (level, _) = analyze(.init(kind: .squat, reps: 5, seed: 3))
        #expect(level.advice.allSatisfy { $0.kind != .tilt })
    }

    @Test func theSetSlowsDownAndSaysSo() {
        let (analysis, _) = analyze(.init(kind: .squat, reps: 8, loadKg: 125, seed: 5))
        let set = analysis.set
        #expect(set.reps == 8)
        #expect((set.fatigueSlope ?? 0) < 0)
        #expect((set.velocityLossPercent ?? 0) > 20)
        #expect(analysis.advice.contains { $0.kind == .velocityLoss })
        #expect(set.repsInReserve != nil)
        #expect(set.repsInReserveText == set.repsInReserve.map { "about \($0)" })
    }

    /// A light set's trend says little about the reps it leaves: past ten it reads "more than 10".
    @Test func aLightSetLeavesMoreThanTenRepsInReserve() {
        let (analysis, _) = analyze(.init(kind: .clean, reps: 8, loadKg: 45, seed: 30071))
        #expect((analysis.set.repsInReserve ?? 0) > 10)
        #expect(analysis.set.repsInReserveText == "more than 10")
    }

    @Test func garbageNeverCrashesTheAnalysis() async {
        let tokens = ["s:", "a:", "1", "23", "400", "0", "-", ".", ":", " ", "\n", "\r\n", "x", "99999999999999999", "1e9", "é"]
        await propertyCheck(count: 300, input: Gen.element(of: tokens).array(of: 0...400), Gen.int(in: 1...1000)) { parts, rate in
            let stream = LiftStream.parse(parts.compactMap { $0 }.joined(), options: StreamOptions(rateHz: Double(rate)))
            let analysis = LiftAnalyzer.analyze(stream, settings: LiftSettings(kind: .squat), rateHz: Double(rate))
            #expect(analysis.reps.allSatisfy { $0.meanVelocity.isFinite && $0.romCm >= 15 })
        }
    }

    @Test func theLoadVelocityProfileEstimatesTheOneRepMax() throws {
        let points = [(60.0, 1.0), (80.0, 0.8), (100.0, 0.6)]
        let profile = try #require(LoadVelocityProfile.fit(points.map { ($0.0, $0.1) }, minimumVelocity: 0.3))
        #expect(abs(profile.slope + 0.01) < 1e-9)
        #expect(abs((profile.estimatedOneRepMax ?? 0) - 130) < 1e-6)
        #expect(abs(profile.rSquared - 1) < 1e-9)
        #expect(LoadVelocityProfile.fit([(60, 1.0), (60, 0.9)], minimumVelocity: 0.3) == nil)
    }
}

@Suite struct SignalFiltersTests {
    /// A ramp at 10 cm a sample after rest, with a burst of four spikes at its start.
    let ramp: [Double?] = [20, 20, 21, 20, 24, 194, 45, 231, 312, 63, 71, 81, 90, 103, 114, 122, 131, 136, 139, 141, 141, 141]

    @Test func readingsABurstTookOutAreTakenBackAndTheBurstIsNot() {
        // What the running median kept: the rest, and the top of the ramp.
        var kept = ramp
        for index in 5...15 { kept[index] = nil }
        let readmitted = SignalFilters.readmit(ramp, kept: kept, toleranceCm: 3, growthCm: 0.5)
        #expect(Array(readmitted[9...15]) == Array(ramp[9...15]))
        #expect(readmitted[5] == nil && readmitted[7] == nil && readmitted[8] == nil)
        // Kept readings stay as they were.
        #expect(Array(readmitted[0...4]) == Array(ramp[0...4]))
    }

    @Test func aGapAtEitherEndTakesNothingBack() {
        var kept = ramp
        kept[0] = nil
        kept[1] = nil
        kept[21] = nil
        #expect(SignalFilters.readmit(ramp, kept: kept, toleranceCm: 3, growthCm: 0.5) == kept)
    }

    @Test func theChainGoesThroughTheBarNotThroughASpikyRegion() {
        // At rest at 140 cm, a second of readings with more spikes than bar in it, then a fast
        // ramp (20 cm a sample at 20 Hz, 4 m/s) down and back to rest.
        var readings: [Double?] = [140, 141, 140, 140, 331, 140, 309, 261, 140, 284, 262, 140, 323, 327, 73, 140, 64]
        readings += [140, 139, 140, 120, 100, 80, 60, 40, 39, 40, 40]
        let chain = SignalFilters.plausibleChain(readings, maxStepCm: 25, toleranceCm: 3)
        let spikes = [4, 6, 7, 9, 10, 12, 13, 14, 16]
        for index in readings.indices {
            #expect(chain[index] == (spikes.contains(index) ? nil : readings[index]), "reading \(index)")
        }
    }

    @Test func theFitMissesASpikeNotItsNeighbours() {
        let readings: [Double?] = (0..<30).map { Double($0) * 3 }
        var spiky = readings
        spiky[12] = 36 + 20
        // A fit pulled towards the spike, as a Savitzky–Golay fit is (centre weight 1/3 over ±3).
        let fitWeights = [-2.0, 3, 6, 7, 6, 3, -2].map { $0 / 21 }
        let fit: [Double?] = spiky.indices.map { index in
            guard index >= 3, index < spiky.count - 3 else { return spiky[index] }
            return (0..<7).reduce(0.0) { $0 + fitWeights[$1] * (spiky[index - 3 + $1] ?? 0) }
        }
        #expect(SignalFilters.fitOutliers(spiky, fit: fit, halfWindow: 3, thresholdCm: 6) == [12])
        #expect(SignalFilters.fitOutliers(readings, fit: readings, halfWindow: 3, thresholdCm: 6) == [])
    }
}

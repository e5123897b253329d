import Foundation

/// The clean signal of a set on a regular grid: position (cm above the floor), velocity (m/s)
/// and acceleration (m/s²), nil where the stream had a gap too long to fill.
public struct LiftTrace: Sendable, Equatable {
    public var startMs: Double
    public var periodMs: Double
    public var position: [Double?]
    public var velocity: [Double?]
    public var acceleration: [Double?]
    /// The cleaned readings (cm) the fit was made from, for refitting a rep's edges.
    var readings: [Double?] = []

    public func timeMs(_ index: Int) -> Double { startMs + Double(index) * periodMs }
}

/// One rep, measured over its concentric phase (where the bar rises faster than 0.05 m/s).
public struct RepMetrics: Sendable, Equatable, Codable {
    public struct StickingPoint: Sendable, Equatable, Codable {
        /// Height above the start of the concentric phase.
        public var heightCm: Double
        public var velocity: Double
        public var timeMs: Double
    }

    public struct Tempo: Sendable, Equatable, Codable {
        public var eccentricS: Double?
        public var pauseS: Double?
        public var concentricS: Double
    }

    public var number: Int
    public var startMs: Double
    public var endMs: Double
    public var romCm: Double
    /// Displacement ÷ time over the concentric phase.
    public var meanVelocity: Double
    public var peakVelocity: Double
    /// Mean velocity over the propulsive part (until the bar decelerates faster than gravity).
    public var meanPropulsiveVelocity: Double
    public var timeToPeakVelocityS: Double
    public var stickingPoint: StickingPoint?
    public var peakAcceleration: Double
    public var maxPitchDeg: Double
    public var maxRollDeg: Double
    /// The roll with its sign at its largest (positive: the right end lower).
    public var rollAtMaxDeg: Double
    public var pitchAtMaxDeg: Double
    public var tempo: Tempo
    /// Share of the concentric time spent on its first quarter of the range (explosiveness).
    public var bottomTimeShare: Double
}

/// The set as a whole.
public struct SetMetrics: Sendable, Equatable, Codable {
    public var reps: Int
    public var bestMeanVelocity: Double?
    public var lastMeanVelocity: Double?
    /// The fastest rep against the slowest rep from it on, in percent of the fastest (velocity-based
    /// training's loss: a set whose second rep is its fastest loses from there, not from rep 1).
    public var velocityLossPercent: Double?
    /// The trend of mean velocity per rep (m/s per rep; negative when slowing down).
    public var fatigueSlope: Double?
    /// Reps left before the bar would move at the lift's 1RM velocity, at the set's trend.
    public var repsInReserve: Int?

    /// Reps in reserve as a lifter reads them: a trend over a few reps of a light set says
    /// little past ten (it read "about 25" on a 50 % power clean), so more reads "more than 10".
    public var repsInReserveText: String? { repsInReserve.map { $0 > 10 ? "more than 10" : "about \($0)" } }
}

/// What Almanac says about a set, with the numbers that made it say so.
public struct LiftAdvice: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case tilt, shortRange, slowOutOfBottom, stickingPoint, velocityLoss, loadZone
    }

    public var kind: Kind
    /// The rep it is about, when it is about one.
    public var rep: Int?
    public var message: String
    /// The figures behind the advice (name → value).
    public var figures: [String: Double]
}

/// A set read from its stream: the reps, the set, the advice and the clean trace.
public struct LiftAnalysis: Sendable, Equatable, Codable {
    public var reps: [RepMetrics]
    public var set: SetMetrics
    public var advice: [LiftAdvice]
    public var skippedLines: Int
    public var samples: Int
    public var trace: [LiftTrace] = []

    enum CodingKeys: String, CodingKey { case reps, set, advice, skippedLines, samples }
}

/// Turns a clip's stream into reps, velocities and advice.
public enum LiftAnalyzer {
    /// Velocity above which the bar is rising in a concentric phase (the usual VBT definition).
    public static let concentricThreshold = 0.05
    static let gravity = 9.81
    /// The half-window of the trace's Savitzky–Golay fit.
    static let fitHalfSeconds = 0.15
    /// The fastest a bar moves between two readings (m/s; an Olympic lift peaks near 2.5), and
    /// the sonar's leeway (cm), for `SignalFilters.plausibleChain`. Tuning sets read the same from
    /// 4 to 6 m/s.
    static let chainSpeed = 5.0
    static let chainToleranceCm = 3.0
    /// How far from the path drawn across a gap a dropped reading may be and still be taken back
    /// (`SignalFilters.readmit`): 3 cm, and 0.5 cm more per sample into the gap. Tuning sets 2
    /// and 3 read the same from 2 to 4 cm and from 0 to 1 cm per sample.
    static let readmitToleranceCm = 3.0
    static let readmitGrowthCm = 0.5
    /// A reading the fit misses by more than this (leave-one-out) is a spike
    /// (`SignalFilters.fitOutliers`). Tuning sets read the same from 4 to 12 cm; the middle keeps
    /// a real sonar's noise and a fast rep's corners clear of it.
    static let fitMissCm = 6.0

    public static func analyze(_ stream: LiftStream, settings: LiftSettings, rateHz: Double = 20) -> LiftAnalysis {
        let traces = trace(stream, rateHz: rateHz)
        var reps: [RepMetrics] = []
        for trace in traces {
            for rep in findReps(in: trace, settings: settings, tilts: stream.tilts) {
                var numbered = rep
                numbered.number = reps.count + 1
                reps.append(numbered)
            }
        }
        let set = setMetrics(reps, settings: settings)
        let advice = LiftAdvisor.advice(reps: reps, set: set, settings: settings)
        return LiftAnalysis(
            reps: reps, set: set, advice: advice, skippedLines: stream.skippedLines,
            samples: stream.distances.count, trace: traces)
    }

    // MARK: The clean signal

    /// The stream on a regular grid, cleaned: Hampel filter, short gaps filled, Savitzky–Golay
    /// position, velocity and acceleration. A pause of more than two seconds in the timestamps
    /// starts a new trace.
    public static func trace(_ stream: LiftStream, rateHz: Double) -> [LiftTrace] {
        let rate = min(max(rateHz.isFinite ? rateHz : 20, StreamOptions.rates.lowerBound), StreamOptions.rates.upperBound)
        var distances = stream.distances.filter { $0.timeMs.isFinite }
        guard distances.count >= 2 else { return [] }
        if zip(distances, distances.dropFirst()).contains(where: { $0.timeMs > $1.timeMs }) {
            distances.sort { $0.timeMs < $1.timeMs }
        }
        var steps = zip(distances, distances.dropFirst()).map { $1.timeMs - $0.timeMs }.filter { $0 > 0 }
        let period = steps.isEmpty ? 1000 / rate : max(SignalFilters.median(&steps), 1)
        let effectiveRate = 1000 / period

        var traces: [LiftTrace] = []
        var chunkStart = 0
        for index in 1...distances.count {
            if index == distances.count || distances[index].timeMs - distances[index - 1].timeMs > max(2000, 4 * period) {
                if let trace = cleanTrace(distances[chunkStart..<index], period: period, rate: effectiveRate) { traces.append(trace) }
                chunkStart = index
            }
        }
        return traces
    }

    static func cleanTrace(_ samples: ArraySlice<LiftStream.Distance>, period: Double, rate: Double) -> LiftTrace? {
        guard let first = samples.first, let last = samples.last else { return nil }
        let count = Int(((last.timeMs - first.timeMs) / period).rounded()) + 1
        guard count >= 2, count <= samples.count * 4 + 16 else { return nil }
        var grid = [Double?](repeating: nil, count: count)
        for sample in samples {
            let index = Int(((sample.timeMs - first.timeMs) / period).rounded())
            if index >= 0, index < count, let value = sample.centimetres { grid[index] = value }
        }
        let halfWindow = max(4, Int((0.25 * rate).rounded()))
        // Readings no bar could reach out (`plausibleChain`), spikes out (Hampel), the rep's own
        // readings a burst took out with them back in (`readmit`), then short gaps filled.
        let chained = SignalFilters.plausibleChain(grid, maxStepCm: chainSpeed * period / 10, toleranceCm: chainToleranceCm)
        let hampeled = SignalFilters.hampel(chained, halfWindow: halfWindow)
        var readings = SignalFilters.readmit(chained, kept: hampeled, toleranceCm: readmitToleranceCm, growthCm: readmitGrowthCm)
        let maxGap = max(1, Int((0.5 * rate).rounded()))
        var cleaned = SignalFilters.fillShortGaps(readings, maxGap: maxGap)

        var position = [Double?](repeating: nil, count: count)
        var velocity = [Double?](repeating: nil, count: count)
        var acceleration = [Double?](repeating: nil, count: count)
        // The fit spans ±0.15 s: wide enough to average the sonar's whole-centimetre steps,
        // narrow enough to follow a rep's velocity peak (a slow rep's edges are fitted again
        // with a wider window, `refined`).
        let fitHalf = max(2, Int((fitHalfSeconds * rate).rounded()))
        let seconds = period / 1000
        // Fits the runs of readings within `range` and keeps the fit at the indices in `kept`
        // (the fit at a run's cut by the range's ends is not the run's, so those stay out).
        func fit(_ range: Range<Int>, keeping kept: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound {
                guard cleaned[index] != nil else {
                    if kept.contains(index) {
                        position[index] = nil
                        velocity[index] = nil
                        acceleration[index] = nil
                    }
                    index += 1
                    continue
                }
                var end = index
                while end < range.upperBound, cleaned[end] != nil { end += 1 }
                let run = cleaned[index..<end].map { $0 ?? 0 }
                let fitted = run.count >= 2 * fitHalf + 1
                let smooth = fitted ? SignalFilters.savitzkyGolay(run, halfWindow: fitHalf, order: 3, derivative: 0) : []
                let slope = fitted ? SignalFilters.savitzkyGolay(run, halfWindow: fitHalf, order: 3, derivative: 1) : []
                let curve = fitted ? SignalFilters.savitzkyGolay(run, halfWindow: fitHalf + 1, order: 3, derivative: 2) : []
                for k in run.indices where kept.contains(index + k) {
                    position[index + k] = fitted ? smooth[k] : nil
                    velocity[index + k] = fitted ? slope[k] / 100 / seconds : nil
                    acceleration[index + k] = fitted ? curve[k] / 100 / (seconds * seconds) : nil
                }
                index = end
            }
        }
        fit(0..<count, keeping: 0..<count)
        // A spike close enough to a fast ramp's median to pass the Hampel filter still stands
        // out from the fit: the worst reading of its neighbourhood the fit misses by more than
        // `fitMissCm` goes, and the fit is made again around it (the gap it leaves is filled,
        // which changes the fill up to `maxGap` away; the fit follows that for its half-window).
        let outliers = SignalFilters.fitOutliers(readings, fit: position, halfWindow: fitHalf, thresholdCm: fitMissCm)
        if !outliers.isEmpty {
            for k in outliers { readings[k] = nil }
            cleaned = SignalFilters.fillShortGaps(readings, maxGap: maxGap)
            if outliers.allSatisfy({ cleaned[$0] != nil }) {
                let reach = maxGap + fitHalf + 2
                for k in outliers {
                    fit(max(0, k - 3 * reach)..<min(count, k + 3 * reach + 1), keeping: max(0, k - reach)..<min(count, k + reach + 1))
                }
            } else {
                // A gap left open splits a run: the fit is made again throughout.
                fit(0..<count, keeping: 0..<count)
            }
        }
        return LiftTrace(
            startMs: first.timeMs, periodMs: period, position: position, velocity: velocity, acceleration: acceleration,
            readings: cleaned)
    }

    // MARK: Reps

    /// A stretch of samples where the velocity stays above (or below) a threshold, with the
    /// sub-sample times where it crosses in and out.
    struct Phase {
        var first: Int
        var last: Int
        var startMs: Double
        var endMs: Double
    }

    /// Velocity a movement must reach to be more than sensor noise: a phase is found from its
    /// core (faster than this) and extended to where the velocity crosses the 0.05 m/s threshold,
    /// so quantisation noise at rest (1 cm between readings is 0.2 m/s raw) never joins a rep.
    static let coreThreshold = 0.15

    static func phases(_ trace: LiftTrace, rising: Bool) -> [Phase] {
        let sign = rising ? 1.0 : -1.0
        let threshold = sign * concentricThreshold
        func speed(_ index: Int) -> Double? { trace.velocity[index].map { $0 * sign } }
        var result: [Phase] = []
        var index = 0
        let count = trace.velocity.count
        while index < count {
            guard let v = speed(index), v > coreThreshold else {
                index += 1
                continue
            }
            var first = index
            while first > 0, let before = speed(first - 1), before > concentricThreshold { first -= 1 }
            var last = index
            while last + 1 < count, let after = speed(last + 1), after > concentricThreshold { last += 1 }
            if let previous = result.last, first <= previous.last {
                index = last + 1
                continue
            }
            var start = crossing(trace, before: first, threshold: threshold) ?? trace.timeMs(first)
            var finish = crossing(trace, before: last + 1, threshold: threshold) ?? trace.timeMs(last)
            // Where the bar is clearly moving, the fit follows the velocity's ramp; near rest it
            // rounds the corner and noise decides. So the 0.05 m/s crossing is taken on the ramp
            // from the core's edge, extended along its slope.
            if let rampStart = ramp(trace, from: first, to: index, sign: sign) {
                start = min(max(rampStart, start), trace.timeMs(index))
            }
            if let rampEnd = ramp(trace, from: last, to: index, sign: sign) {
                finish = max(min(rampEnd, finish), trace.timeMs(min(last, index)))
            }
            result.append(Phase(first: first, last: last, startMs: start, endMs: finish))
            index = last + 1
        }
        return result
    }

    /// The time at which the velocity ramp through the core's edge (the first sample between
    /// `edge` and `core` faster than the core threshold) reaches the 0.05 m/s threshold.
    static func ramp(_ trace: LiftTrace, from edge: Int, to core: Int, sign: Double) -> Double? {
        let step = core >= edge ? 1 : -1
        var inner = edge
        while inner != core, (trace.velocity[inner] ?? 0) * sign <= coreThreshold { inner += step }
        let outer = inner - step
        guard outer >= 0, outer < trace.velocity.count, let a = trace.velocity[outer].map({ $0 * sign }),
            let b = trace.velocity[inner].map({ $0 * sign }), b > a
        else { return nil }
        // Time (from the outer sample) at which the line through the two samples reaches each level.
        let perSample = b - a
        let atCore = Double(0) + (coreThreshold - a) / perSample
        let atThreshold = atCore - (coreThreshold - concentricThreshold) / perSample
        let outerTime = trace.timeMs(outer)
        return outerTime + Double(step) * atThreshold * trace.periodMs
    }

    /// Where the velocity crosses `threshold` between sample `index - 1` and `index`.
    static func crossing(_ trace: LiftTrace, before index: Int, threshold: Double) -> Double? {
        guard index > 0, index < trace.velocity.count, let a = trace.velocity[index - 1], let b = trace.velocity[index], a != b
        else { return nil }
        let fraction = min(max((threshold - a) / (b - a), 0), 1)
        return trace.timeMs(index - 1) + fraction * trace.periodMs
    }

    /// The position at a time between samples.
    static func position(_ trace: LiftTrace, at timeMs: Double) -> Double? {
        let exact = (timeMs - trace.startMs) / trace.periodMs
        let lower = Int(exact.rounded(.down))
        guard lower >= 0, lower < trace.position.count, let a = trace.position[lower] else { return nil }
        guard lower + 1 < trace.position.count, let b = trace.position[lower + 1] else { return a }
        return a + (b - a) * (exact - Double(lower))
    }

    static func findReps(in trace: LiftTrace, settings: LiftSettings, tilts: [LiftStream.Tilt]) -> [RepMetrics] {
        // Concentric phases separated by a short dip without a real descent are one rep (a
        // sticking point can slow the bar below the threshold for a moment).
        var rises: [Phase] = []
        for phase in phases(trace, rising: true) {
            // A flicker (sensor noise faster than the core speed, the bar barely moving) is no
            // part of a rep.
            guard let low = position(trace, at: phase.startMs), let high = position(trace, at: phase.endMs), high - low >= 5 else {
                continue
            }
            // A stall of up to a second without the bar coming down is the same rep (a grinding
            // rep or a sticking point can stop the bar for a moment).
            if var previous = rises.last, phase.startMs - previous.endMs < 1000, let top = position(trace, at: previous.endMs),
                (previous.last...phase.first).allSatisfy({ (trace.position[$0] ?? top) >= top - 3 })
            {
                previous.last = phase.last
                previous.endMs = phase.endMs
                rises[rises.count - 1] = previous
            } else {
                rises.append(phase)
            }
        }
        let falls = phases(trace, rising: false)
        // Each rep's edges are found again with a window fitted to the rep (not for a trace
        // without its readings, as the prototype's).
        if !trace.readings.isEmpty { rises = rises.map { refined($0, in: trace) } }
        var reps: [RepMetrics] = []
        var previousEnd = -Double.infinity
        for (offset, rise) in rises.enumerated() {
            guard let bottom = position(trace, at: rise.startMs), let top = position(trace, at: rise.endMs) else { continue }
            let rom = top - bottom
            guard rom >= settings.minimumRangeCm, rise.endMs > rise.startMs else { continue }
            let nextStart = offset + 1 < rises.count ? rises[offset + 1].startMs : Double.infinity
            let eccentric: (start: Double, end: Double)?
            if settings.kind.startsWithEccentric {
                eccentric = joined(falls.filter { $0.endMs <= rise.startMs + 1 && $0.startMs >= previousEnd })
            } else {
                eccentric = joined(falls.filter { $0.startMs >= rise.endMs - 1 && $0.endMs <= nextStart })
            }
            reps.append(
                measure(trace, rise: rise, bottom: bottom, rom: rom, eccentric: eccentric, settings: settings, tilts: tilts))
            previousEnd = rise.endMs
        }
        return reps
    }

    /// The fit's half-window at a rep's edges: the rep's ramp time, its duration × 0.05 m/s ÷ its
    /// mean velocity, never narrower than the trace's ±0.15 s and at most ±1.5 s. A bar's velocity
    /// climbs through the threshold over a time that grows with the rep's duration and shrinks with
    /// its speed (for a smooth rep it is about a fifth of this), so a grinder's shallow ramp is read
    /// through a window wide enough to average the sonar's noise, and a fast rep's corner keeps the
    /// narrow one (narrower only trades the rounding for noise).
    static func edgeHalfWindowSeconds(durationS: Double, meanVelocity: Double) -> Double {
        guard durationS > 0, meanVelocity > 0 else { return fitHalfSeconds }
        return min(max(durationS * concentricThreshold / meanVelocity, fitHalfSeconds), 1.5)
    }

    /// The rep's edges found again, the same way (core, extension to 0.05 m/s, ramp), from a
    /// velocity fitted with the rep's own window (`edgeHalfWindowSeconds`). One fixed window
    /// cut grinding reps short: its noise dips below the threshold on their shallow ramps.
    static func refined(_ rise: Phase, in trace: LiftTrace) -> Phase {
        let rate = 1000 / trace.periodMs
        let duration = (rise.endMs - rise.startMs) / 1000
        guard duration > 0, let bottom = position(trace, at: rise.startMs), let top = position(trace, at: rise.endMs) else {
            return rise
        }
        let seconds = edgeHalfWindowSeconds(durationS: duration, meanVelocity: (top - bottom) / 100 / duration)
        let half = max(2, Int((seconds * rate).rounded()))
        guard half > max(2, Int((fitHalfSeconds * rate).rounded())) else { return restEdges(rise, in: trace) }
        // The rep and a second either side, refitted where the window has readings throughout.
        let low = max(0, rise.first - half - Int(rate))
        let high = min(trace.velocity.count - 1, rise.last + half + Int(rate))
        let weights = SignalFilters.coefficients(left: half, right: half, order: 3, derivative: 1)
        let perSecond = 100 * trace.periodMs / 1000
        var velocity = Array(trace.velocity[low...high])
        for index in low...high where index - half >= 0 && index + half < trace.readings.count {
            var sum = 0.0
            var complete = true
            for k in weights.indices {
                guard let reading = trace.readings[index - half + k] else {
                    complete = false
                    break
                }
                sum += weights[k] * reading
            }
            if complete { velocity[index - low] = sum / perSecond }
        }
        let local = LiftTrace(
            startMs: trace.timeMs(low), periodMs: trace.periodMs, position: Array(trace.position[low...high]), velocity: velocity,
            acceleration: Array(trace.acceleration[low...high]))
        let overlapping = phases(local, rising: true).filter { $0.endMs > rise.startMs && $0.startMs < rise.endMs }
        guard let first = overlapping.first, let last = overlapping.last, last.endMs > first.startMs else { return rise }
        return Phase(first: low + first.first, last: low + last.last, startMs: first.startMs, endMs: last.endMs)
    }

    /// A fast rep's edges, where any symmetric fit rounds the corner (the ±0.15 s fit starts a
    /// 1 m/s rep 20–50 ms early and ends it as late): each found from the readings on either
    /// side of it (`restEdge`), over the rest next to it and the first half of the rep.
    static func restEdges(_ rise: Phase, in trace: LiftTrace) -> Phase {
        let moving = restEdgeShare * (rise.endMs - rise.startMs) / 1000
        var edged = rise
        if let start = restEdge(trace, near: rise.startMs, moveSeconds: moving, start: true) { edged.startMs = start }
        if let end = restEdge(trace, near: rise.endMs, moveSeconds: moving, start: false) { edged.endMs = end }
        return edged.endMs > edged.startMs ? edged : rise
    }

    /// The share of a fast rep its edge fit reads: the first (or last) half, the bar accelerating
    /// from rest to about its peak velocity (or slowing from it).
    static let restEdgeShare = 0.5
    /// How far a reading may sit from the edge fit before it counts as a leftover spike (the
    /// sonar's noise and whole centimetres are well under it).
    static let leftoverSpikeCm = 3.0

    /// Where the bar leaves rest (`start`) or comes to rest (`end`), from the cleaned readings:
    /// at rest, then moving as c + a·τ² + b·τ³ + d·τ⁴ with τ the time from the edge (its
    /// acceleration, quadratic in τ, can start at its peak, a hard take-off, or build from 0, a
    /// soft one, and fall to 0 at the peak velocity), fitted by least squares over 0.15 s of rest and
    /// `moveSeconds` of the move, with the edge anywhere from 50 ms outside the estimate to 120 ms
    /// inside it (to 2 ms). Returns the time the fitted velocity reaches 0.05 m/s; nil when the
    /// readings are too few or the fit never reaches it.
    static func restEdge(_ trace: LiftTrace, near estimate: Double, moveSeconds: Double, start: Bool) -> Double? {
        // Inward is +1 in time from a start, -1 from an end; heights are flipped at an end so the
        // fitted move always rises away from rest.
        let inward = start ? 1.0 : -1.0
        let low = start ? estimate - 150 : estimate - moveSeconds * 1000
        let high = start ? estimate + moveSeconds * 1000 : estimate + 150
        let first = max(0, Int(((low - trace.startMs) / trace.periodMs).rounded(.up)))
        let last = min(trace.readings.count - 1, Int(((high - trace.startMs) / trace.periodMs).rounded(.down)))
        guard first < last else { return nil }
        var times: [Double] = []
        var heights: [Double] = []
        for index in first...last {
            guard let reading = trace.readings[index] else { continue }
            times.append(trace.timeMs(index) / 1000)
            heights.append(inward * reading)
        }
        guard let origin = heights.first else { return nil }
        // The least-squares fit with the edge at `edge`: its residual and its a, b, d. The sums
        // of τ^k (k = 0…8) and of y·τ^k the normal equations need, and the system, are reused.
        let exponents = [0, 2, 3, 4]
        var powers = [Double](repeating: 0, count: 9)
        var moments = [Double](repeating: 0, count: 5)
        var system = [Double](repeating: 0, count: 20)
        var solution = [Double](repeating: 0, count: 4)
        func fit(edge: Double) -> (error: Double, c: Double, a: Double, b: Double, d: Double)? {
            for k in powers.indices { powers[k] = 0 }
            for k in moments.indices { moments[k] = 0 }
            var sumOfSquares = 0.0
            var moving = 0
            for (t, height) in zip(times, heights) {
                let y = height - origin
                sumOfSquares += y * y
                moments[0] += y
                let tau = inward * (t - edge)
                guard tau > 0 else { continue }
                moving += 1
                let t2 = tau * tau
                let t3 = t2 * tau
                let t4 = t2 * t2
                powers[2] += t2
                powers[3] += t3
                powers[4] += t4
                powers[5] += t4 * tau
                powers[6] += t3 * t3
                powers[7] += t4 * t3
                powers[8] += t4 * t4
                moments[2] += t2 * y
                moments[3] += t3 * y
                moments[4] += t4 * y
            }
            powers[0] = Double(times.count)
            guard times.count - moving >= 2, moving >= 4 else { return nil }
            for (row, i) in exponents.enumerated() {
                for (column, j) in exponents.enumerated() { system[row * 5 + column] = powers[i + j] }
                system[row * 5 + 4] = moments[i]
            }
            guard SignalFilters.solveAugmented(&system, into: &solution) else { return nil }
            var error = sumOfSquares
            for (row, i) in exponents.enumerated() { error -= solution[row] * moments[i] }
            return (error, solution[0], solution[1], solution[2], solution[3])
        }
        // The edge tried every 10 ms from 50 ms outside the estimate to 120 ms inside it, then
        // every 2 ms around the best.
        var best: (error: Double, edge: Double, c: Double, a: Double, b: Double, d: Double)?
        func consider(_ shift: Double) {
            let edge = estimate / 1000 + inward * shift
            if let result = fit(edge: edge), best.map({ result.error < $0.error }) ?? true {
                best = (result.error, edge, result.c, result.a, result.b, result.d)
            }
        }
        func search() {
            best = nil
            for step in 0...17 { consider(Double(step) * 0.01 - 0.05) }
            if let coarse = best {
                let shift = inward * (coarse.edge - estimate / 1000)
                for offset in [-0.008, -0.006, -0.004, -0.002, 0.002, 0.004, 0.006, 0.008] { consider(shift + offset) }
            }
        }
        search()
        // A reading the fit misses by more than `leftoverSpikeCm` is a spike the filters left (a
        // burst can pass as a plausible height): it is dropped and the edge fitted again, once.
        if let first = best {
            var worst: (index: Int, miss: Double)?
            for (index, (t, height)) in zip(times, heights).enumerated() {
                let tau = max(0, inward * (t - first.edge))
                let fitted = origin + first.c + tau * tau * (first.a + tau * (first.b + tau * first.d))
                let miss = abs(height - fitted)
                if worst.map({ miss > $0.miss }) ?? true { worst = (index, miss) }
            }
            if let worst, worst.miss > leftoverSpikeCm {
                times.remove(at: worst.index)
                heights.remove(at: worst.index)
                search()
            }
        }
        // The first τ > 0 where the fitted velocity 2aτ + 3bτ² + 4dτ³ reaches the threshold
        // (cm/s): the first step of a fine grid past it, then bisection.
        guard let best else { return nil }
        let threshold = concentricThreshold * 100
        func speed(_ tau: Double) -> Double { tau * (2 * best.a + tau * (3 * best.b + tau * 4 * best.d)) }
        var below = 0.0
        var reached: Double?
        for k in 1...200 {
            let tau = moveSeconds * Double(k) / 200
            if speed(tau) >= threshold {
                reached = tau
                break
            }
            below = tau
        }
        guard var above = reached else { return nil }
        for _ in 0..<20 {
            let middle = (below + above) / 2
            if speed(middle) >= threshold { above = middle } else { below = middle }
        }
        return (best.edge + inward * (below + above) / 2) * 1000
    }

    /// The span of the descending phases around a rep (several when the descent paused).
    static func joined(_ falls: [Phase]) -> (start: Double, end: Double)? {
        guard let last = falls.last else { return nil }
        // Only the descent next to the rep: phases more than a second apart belong to something else.
        var start = last.startMs
        for phase in falls.reversed().dropFirst() {
            guard start - phase.endMs < 1000 else { break }
            start = phase.startMs
        }
        return (start, last.endMs)
    }

    static func measure(
        _ trace: LiftTrace, rise: Phase, bottom: Double, rom: Double, eccentric: (start: Double, end: Double)?,
        settings: LiftSettings, tilts: [LiftStream.Tilt]
    ) -> RepMetrics {
        let duration = (rise.endMs - rise.startMs) / 1000
        let mean = rom / 100 / duration
        var peak = -Double.infinity
        var peakIndex = rise.first
        var peakAcceleration = 0.0
        for index in rise.first...rise.last {
            if let v = trace.velocity[index], v > peak {
                peak = v
                peakIndex = index
            }
            if let a = trace.acceleration[index] { peakAcceleration = max(peakAcceleration, a) }
        }
        peak = max(peak, mean)
        let peakTime = min(max(trace.timeMs(peakIndex), rise.startMs), rise.endMs)

        // Propulsive phase: until the bar decelerates faster than gravity after the peak.
        var propulsiveEnd = rise.endMs
        if peakIndex < rise.last {
            for index in peakIndex...rise.last {
                if let a = trace.acceleration[index], a < -gravity {
                    propulsiveEnd = trace.timeMs(index)
                    break
                }
            }
        }
        var propulsive = mean
        if propulsiveEnd < rise.endMs, propulsiveEnd > rise.startMs, let height = position(trace, at: propulsiveEnd) {
            propulsive = (height - bottom) / 100 / ((propulsiveEnd - rise.startMs) / 1000)
        }

        // Sticking point: the first velocity minimum after the first peak, when the bar speeds
        // up again. It must stand out, or noise makes one: the fastest the bar went before it
        // reaches half the rep's peak velocity (a wiggle off the floor is no peak), and it is
        // slower than the fastest before and after it by 0.05 m/s and a tenth of the peak (its
        // prominence; a wiggle at the top or on the way up is no sticking point).
        var sticking: RepMetrics.StickingPoint?
        if rise.last - rise.first >= 4 {
            let speeds = (rise.first...rise.last).map { trace.velocity[$0] ?? 0 }
            var fastestAfter = speeds
            for k in stride(from: speeds.count - 2, through: 0, by: -1) { fastestAfter[k] = max(speeds[k], fastestAfter[k + 1]) }
            var fastestBefore = speeds[0]
            let standOut = max(0.05, peak / 10)
            // The slowest within ±0.1 s: the sonar's centimetre steps ripple the velocity of a slow
            // bar faster than that, a sticking region is wider.
            let reach = max(1, Int((100 / trace.periodMs).rounded()))
            // Not within the fit's half-window of the rep's start or end, where the fit bends
            // around the corner from or to rest and can dip on its own.
            let edgeMargin = fitHalfSeconds * 1000
            for k in 1..<(speeds.count - 1) {
                let v = speeds[k]
                fastestBefore = max(fastestBefore, v)
                let around = speeds[max(0, k - reach)...min(speeds.count - 1, k + reach)]
                let time = trace.timeMs(rise.first + k)
                guard time - rise.startMs >= edgeMargin, rise.endMs - time >= edgeMargin, v <= speeds[k - 1], v < speeds[k + 1],
                    v <= around.min() ?? v, fastestBefore >= peak / 2,
                    min(fastestBefore, fastestAfter[k + 1]) - v >= standOut, let height = trace.position[rise.first + k]
                else { continue }
                sticking = .init(heightCm: height - bottom, velocity: v, timeMs: time)
                break
            }
        }

        // Tilt during the concentric phase.
        var maxPitch = 0.0
        var maxRoll = 0.0
        var rollAtMax = 0.0
        var pitchAtMax = 0.0
        for tilt in tilts where tilt.timeMs >= rise.startMs && tilt.timeMs <= rise.endMs {
            if abs(tilt.roll) > maxRoll {
                maxRoll = abs(tilt.roll)
                rollAtMax = tilt.roll
            }
            if abs(tilt.pitch) > maxPitch {
                maxPitch = abs(tilt.pitch)
                pitchAtMax = tilt.pitch
            }
        }

        // Explosiveness: the share of the concentric time spent on the first quarter of the range.
        var quarterTime = rise.endMs
        for index in rise.first...rise.last {
            if let height = trace.position[index], height - bottom >= rom / 4 {
                quarterTime = trace.timeMs(index)
                break
            }
        }
        let bottomShare = min(max((quarterTime - rise.startMs) / (rise.endMs - rise.startMs), 0), 1)

        let tempo: RepMetrics.Tempo
        if let eccentric {
            let pause = settings.kind.startsWithEccentric ? max(0, rise.startMs - eccentric.end) / 1000 : nil
            tempo = .init(eccentricS: (eccentric.end - eccentric.start) / 1000, pauseS: pause, concentricS: duration)
        } else {
            tempo = .init(eccentricS: nil, pauseS: nil, concentricS: duration)
        }
        return RepMetrics(
            number: 0, startMs: rise.startMs, endMs: rise.endMs, romCm: rom, meanVelocity: mean, peakVelocity: peak,
            meanPropulsiveVelocity: propulsive, timeToPeakVelocityS: (peakTime - rise.startMs) / 1000, stickingPoint: sticking,
            peakAcceleration: peakAcceleration, maxPitchDeg: maxPitch, maxRollDeg: maxRoll, rollAtMaxDeg: rollAtMax,
            pitchAtMaxDeg: pitchAtMax, tempo: tempo, bottomTimeShare: bottomShare)
    }

    // MARK: The set

    public static func setMetrics(_ reps: [RepMetrics], settings: LiftSettings) -> SetMetrics {
        let velocities = reps.map(\.meanVelocity)
        guard let fastestIndex = velocities.indices.max(by: { velocities[$0] < velocities[$1] }) else {
            return SetMetrics(reps: 0)
        }
        let fastest = velocities[fastestIndex]
        let slowestAfter = velocities[fastestIndex...].min() ?? fastest
        let loss = fastest > 0 ? max(0, (fastest - slowestAfter) / fastest * 100) : nil
        var slope: Double?
        var reserve: Int?
        if velocities.count >= 2 {
            let n = Double(velocities.count)
            let xs = (1...velocities.count).map(Double.init)
            let meanX = xs.reduce(0, +) / n
            let meanY = velocities.reduce(0, +) / n
            let sxx = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
            let sxy = zip(xs, velocities).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
            slope = sxy / sxx
            if let last = velocities.last, let slope {
                if last <= settings.minimumVelocity {
                    reserve = 0
                } else if slope < -0.005 {
                    reserve = min(Int(((last - settings.minimumVelocity) / -slope).rounded(.down)), 30)
                }
            }
        }
        return SetMetrics(
            reps: reps.count, bestMeanVelocity: velocities.max(), lastMeanVelocity: velocities.last, velocityLossPercent: loss,
            fatigueSlope: slope, repsInReserve: reserve)
    }
}

extension SetMetrics {
    init(reps: Int) {
        self.init(
            reps: reps, bestMeanVelocity: nil, lastMeanVelocity: nil, velocityLossPercent: nil, fatigueSlope: nil, repsInReserve: nil)
    }
}

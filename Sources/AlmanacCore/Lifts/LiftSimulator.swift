import Foundation

/// A realistic clip stream for a set, with its ground truth: for tests, the benchmark, and
/// anyone without the clip. The bar follows smooth eccentric and concentric profiles (with a
/// sticking region), the mean velocity follows the load and slows rep by rep, and the sonar
/// adds what real sonars add: whole-centimetre readings, noise, spikes, spiky regions, dropouts.
public enum LiftSimulator {
    public enum Noise: String, Codable, Sendable, CaseIterable {
        case clean, spiky, dropout, both
    }

    public struct Options: Sendable, Equatable {
        public var kind: LiftKind
        public var reps: Int
        public var loadKg: Double
        public var oneRepMaxKg: Double
        public var rateHz: Double
        public var noise: Noise
        public var tiltRep: Int?
        public var timestamps: Bool
        public var seed: UInt64
        /// The bar's velocity in a rep: a half sine (it leaves rest with its full acceleration, a
        /// hard take-off) or, soft, a squared sine (force builds, so acceleration starts at 0).
        public var softTakeOff = false

        public init(
            kind: LiftKind = .squat, reps: Int = 5, loadKg: Double = 100, oneRepMaxKg: Double? = nil, rateHz: Double = 20,
            noise: Noise = .clean, tiltRep: Int? = nil, timestamps: Bool = false, seed: UInt64 = 1, softTakeOff: Bool = false
        ) {
            self.kind = kind
            self.reps = reps
            self.loadKg = loadKg
            self.oneRepMaxKg = oneRepMaxKg ?? kind.typicalOneRepMaxKg
            self.rateHz = rateHz
            self.noise = noise
            self.tiltRep = tiltRep
            self.timestamps = timestamps
            self.seed = seed
            self.softTakeOff = softTakeOff
        }

        /// The numbers a simulation accepts, checked where they come in (CLI, tests).
        public static let repRange = 1...30
        public static let loadRange = 1.0...500.0
    }

    /// What really happened in a simulated set, by the same definitions the analysis uses.
    public struct TruthRep: Sendable, Equatable, Codable {
        public var number: Int
        public var startMs: Double
        public var endMs: Double
        public var romCm: Double
        public var meanVelocity: Double
        public var peakVelocity: Double
        public var tilted: Bool
    }

    public struct Result: Sendable {
        public var text: String
        public var truth: [TruthRep]
        public var garbageLines: Int
    }

    /// One piece of the bar's path: a hold, or a move over `duration` seconds with a velocity
    /// shape (a sine, with a dip for a sticking region).
    struct Piece {
        var start: Double
        var duration: Double
        var from: Double
        var to: Double
        var dip: Double
        var rep: Int?
        var concentric: Bool
        var soft = false

        func shape(_ u: Double) -> Double {
            let hump = sin(Double.pi * u)
            return (soft ? hump * hump : hump) * (1 - dip * exp(-pow((u - 0.45) / 0.12, 2)))
        }
    }

    public static func run(_ options: Options) -> Result {
        var random = SeededRandom(seed: options.seed)
        let profile = options.kind.simulation
        let percent = min(max(options.loadKg / options.oneRepMaxKg, 0.2), 1.05)
        let firstVelocity = profile.unloadedVelocity - (profile.unloadedVelocity - options.kind.defaultMinimumVelocity) * percent
        let fatigue = 0.025 + (percent > 0.8 ? 0.02 : 0)

        // The path: pieces in time order.
        var pieces: [Piece] = []
        var time = 0.0
        var height = options.kind.startsWithEccentric ? profile.top : profile.bottom
        func hold(_ seconds: Double) {
            pieces.append(Piece(start: time, duration: seconds, from: height, to: height, dip: 0, rep: nil, concentric: false))
            time += seconds
        }
        func move(to target: Double, seconds: Double, dip: Double, rep: Int?, concentric: Bool) {
            pieces.append(
                Piece(
                    start: time, duration: seconds, from: height, to: target, dip: dip, rep: rep, concentric: concentric,
                    soft: concentric && options.softTakeOff))
            time += seconds
            height = target
        }
        hold(2 + uniform(&random) * 0.5)
        for rep in 1...max(1, options.reps) {
            let rom = profile.rom + (uniform(&random) - 0.5) * 4
            let velocity = max(firstVelocity * (1 - fatigue * Double(rep - 1)) * (1 + (uniform(&random) - 0.5) * 0.04), 0.12)
            // Concentric time from the target mean velocity (the sine profile's crossings trim a little).
            let concentric = rom / 100 / velocity
            let dip = 0.2 + 0.25 * percent
            if options.kind.startsWithEccentric {
                move(to: height - rom, seconds: profile.eccentric * (0.9 + uniform(&random) * 0.2), dip: 0, rep: nil, concentric: false)
                hold(profile.pause)
                move(to: height + rom, seconds: concentric, dip: dip, rep: rep, concentric: true)
                hold(profile.rest * (0.8 + uniform(&random) * 0.4))
            } else {
                move(to: height + rom, seconds: concentric, dip: dip, rep: rep, concentric: true)
                hold(profile.pause)
                move(to: height - rom, seconds: profile.eccentric * (0.9 + uniform(&random) * 0.2), dip: 0, rep: nil, concentric: false)
                hold(profile.rest * (0.8 + uniform(&random) * 0.4))
            }
        }
        hold(1.5)

        let truth = pieces.filter(\.concentric).map { truthRep($0, tilted: $0.rep == options.tiltRep) }

        // Sample the path as the clip would.
        let period = 1 / min(max(options.rateHz, 1), 1000)
        var lines: [String] = []
        var garbage = 0
        var pieceIndex = 0
        var sample = 0
        var burstLeft = 0
        while Double(sample) * period < time {
            let t = Double(sample) * period
            while pieceIndex + 1 < pieces.count, pieces[pieceIndex].start + pieces[pieceIndex].duration <= t { pieceIndex += 1 }
            let piece = pieces[pieceIndex]
            let trueHeight = position(piece, at: t)
            var reading = trueHeight + gaussian(&random) * 0.4
            let noisy = options.noise != .clean
            if noisy, options.noise != .dropout {
                if burstLeft > 0 {
                    burstLeft -= 1
                    reading = 5 + uniform(&random) * 380
                } else if uniform(&random) < 0.015 {
                    reading += (uniform(&random) < 0.5 ? -1 : 1) * (15 + uniform(&random) * 80)
                } else if uniform(&random) < 0.004 {
                    burstLeft = 2 + Int(uniform(&random) * 2)
                    reading = 5 + uniform(&random) * 380
                }
            }
            if noisy, options.noise != .spiky, uniform(&random) < 0.03 { reading = 0 }
            let prefix = options.timestamps ? "\(Int((t * 1000).rounded())) " : ""
            lines.append(prefix + "s:" + sonarText(reading))
            var roll = gaussian(&random) * 0.6
            let pitch = gaussian(&random) * 0.6
            if piece.concentric, piece.rep == options.tiltRep {
                roll += 9 * sin(Double.pi * min(max((t - piece.start) / piece.duration, 0), 1))
            }
            lines.append(prefix + "a:" + String(format: "%.1f:%.1f", pitch, roll))
            if noisy, uniform(&random) < 0.005 {
                lines.append(["?!", "s:", "hello", "a:1", "s:12x"][Int(uniform(&random) * 5) % 5])
                garbage += 1
            }
            sample += 1
        }
        return Result(text: lines.joined(separator: "\n") + "\n", truth: truth, garbageLines: garbage)
    }

    static func sonarText(_ centimetres: Double) -> String {
        guard centimetres > 0 else { return "0" }
        return String(Int(centimetres.rounded()))
    }

    static func position(_ piece: Piece, at t: Double) -> Double {
        guard piece.from != piece.to, piece.duration > 0 else { return piece.from }
        let u = min(max((t - piece.start) / piece.duration, 0), 1)
        return piece.from + (piece.to - piece.from) * integral(piece, upTo: u) / integral(piece, upTo: 1)
    }

    /// ∫₀ᵘ shape, numerically (fine enough for a millimetre).
    static func integral(_ piece: Piece, upTo u: Double) -> Double {
        let steps = max(1, Int(u * 400))
        let h = u / Double(steps)
        var sum = 0.0
        for k in 0..<steps { sum += piece.shape((Double(k) + 0.5) * h) * h }
        return sum
    }

    /// The true rep by the analysis's definition: where the exact velocity exceeds 0.05 m/s.
    static func truthRep(_ piece: Piece, tilted: Bool) -> TruthRep {
        let total = integral(piece, upTo: 1)
        let scale = (piece.to - piece.from) / 100 / piece.duration / total  // m/s per unit of shape
        let steps = 4000
        var start: Double?
        var end = piece.duration
        var peak = 0.0
        for k in 0...steps {
            let u = Double(k) / Double(steps)
            let v = piece.shape(u) * scale
            peak = max(peak, v)
            if v > LiftAnalyzer.concentricThreshold {
                if start == nil { start = u * piece.duration }
                end = u * piece.duration
            }
        }
        let begin = start ?? 0
        let rom = position(piece, at: piece.start + end) - position(piece, at: piece.start + begin)
        return TruthRep(
            number: piece.rep ?? 0, startMs: (piece.start + begin) * 1000, endMs: (piece.start + end) * 1000, romCm: rom,
            meanVelocity: rom / 100 / (end - begin), peakVelocity: peak, tilted: tilted)
    }

    static func uniform(_ random: inout SeededRandom) -> Double { Double(random.next() >> 11) / Double(1 << 53) }

    static func gaussian(_ random: inout SeededRandom) -> Double {
        let u1 = max(uniform(&random), 1e-12)
        let u2 = uniform(&random)
        return sqrt(-2 * log(u1)) * cos(2 * Double.pi * u2)
    }
}

extension LiftKind {
    /// A typical 1RM for the simulator's default load (kg).
    public var typicalOneRepMaxKg: Double {
        switch self {
        case .squat: 140
        case .bench: 100
        case .press: 65
        case .deadlift: 170
        case .clean: 90
        case .other: 100
        }
    }

    struct SimulationProfile {
        var top: Double
        var bottom: Double
        var rom: Double
        var eccentric: Double
        var pause: Double
        var rest: Double
        var unloadedVelocity: Double
    }

    var simulation: SimulationProfile {
        switch self {
        case .squat: .init(top: 140, bottom: 85, rom: 55, eccentric: 1.6, pause: 0.25, rest: 1.2, unloadedVelocity: 1.8)
        case .bench: .init(top: 110, bottom: 70, rom: 40, eccentric: 1.3, pause: 0.4, rest: 1.0, unloadedVelocity: 1.7)
        case .press: .init(top: 200, bottom: 155, rom: 45, eccentric: 1.2, pause: 0.2, rest: 1.0, unloadedVelocity: 1.6)
        case .deadlift: .init(top: 77, bottom: 22, rom: 55, eccentric: 1.2, pause: 0.6, rest: 1.5, unloadedVelocity: 1.5)
        case .clean: .init(top: 140, bottom: 22, rom: 118, eccentric: 0.9, pause: 0.8, rest: 2.0, unloadedVelocity: 2.6)
        case .other: .init(top: 140, bottom: 90, rom: 50, eccentric: 1.4, pause: 0.3, rest: 1.2, unloadedVelocity: 1.7)
        }
    }
}

/// The prototype's method, kept to measure against: readings far from the mean dropped, a
/// moving average, velocity from raw differences, then the same rep rule.
public enum PrototypeMethod {
    public static func analyze(_ stream: LiftStream, settings: LiftSettings, rateHz: Double = 20) -> [RepMetrics] {
        let values = stream.distances.map { $0.centimetres ?? 0 }
        guard values.count > 5 else { return [] }
        let mean = values.reduce(0, +) / Double(values.count)
        let deviation = sqrt(values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count))
        var kept: [Double] = []
        var last = values.first { abs($0 - mean) <= 2 * deviation } ?? mean
        for value in values {
            if abs(value - mean) <= 2 * deviation { last = value }
            kept.append(last)
        }
        var smooth = kept
        for index in kept.indices {
            let window = kept[max(0, index - 2)...min(kept.count - 1, index + 2)]
            smooth[index] = window.reduce(0, +) / Double(window.count)
        }
        let period = 1000 / rateHz
        var velocity: [Double?] = [0]
        var acceleration: [Double?] = [0]
        for index in 1..<smooth.count {
            velocity.append((smooth[index] - smooth[index - 1]) / 100 / (period / 1000))
            acceleration.append(((velocity[index] ?? 0) - (velocity[index - 1] ?? 0)) / (period / 1000))
        }
        let trace = LiftTrace(
            startMs: stream.distances.first?.timeMs ?? 0, periodMs: period, position: smooth, velocity: velocity, acceleration: acceleration
        )
        var reps = LiftAnalyzer.findReps(in: trace, settings: settings, tilts: stream.tilts)
        for index in reps.indices { reps[index].number = index + 1 }
        return reps
    }
}

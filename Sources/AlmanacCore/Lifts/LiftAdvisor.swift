import Foundation

/// Advice from a set's numbers: each piece says what it saw and carries the figures behind it.
public enum LiftAdvisor {
    public static func advice(reps: [RepMetrics], set: SetMetrics, settings: LiftSettings) -> [LiftAdvice] {
        guard !reps.isEmpty else { return [] }
        var advice: [LiftAdvice] = []

        // Stability: the bar tilted during a rep.
        for rep in reps {
            let roll = rep.maxRollDeg > settings.tiltLimitDegrees
            let pitch = rep.maxPitchDeg > settings.tiltLimitDegrees
            guard roll || pitch else { continue }
            var parts: [String] = []
            if roll { parts.append("\(degrees(rep.maxRollDeg)) sideways, the \(rep.rollAtMaxDeg > 0 ? "right" : "left") end low") }
            if pitch { parts.append("\(degrees(rep.maxPitchDeg)) \(rep.pitchAtMaxDeg > 0 ? "forward" : "backward")") }
            advice.append(
                LiftAdvice(
                    kind: .tilt, rep: rep.number,
                    message:
                        "Rep \(rep.number): the bar tilted \(parts.joined(separator: " and ")). Push evenly with both sides; check your grip and stance are centred.",
                    figures: ["rollDeg": rep.rollAtMaxDeg, "pitchDeg": rep.pitchAtMaxDeg, "limitDeg": settings.tiltLimitDegrees]))
        }

        // Range of motion: shorter than usual (the user's history, or the set's own median).
        var ranges = reps.map(\.romCm)
        let usual = settings.usualRangeCm ?? SignalFilters.median(&ranges)
        for rep in reps where rep.romCm < usual * 0.88 {
            advice.append(
                LiftAdvice(
                    kind: .shortRange, rep: rep.number,
                    message:
                        "Rep \(rep.number) moved \(centimetres(rep.romCm)), short of your usual \(centimetres(usual)) for this lift. Reach the same depth every rep.",
                    figures: ["romCm": rep.romCm, "usualCm": usual]))
        }

        // Explosiveness: slow out of the bottom when the first quarter of the range takes too long.
        let shares = reps.map(\.bottomTimeShare)
        let share = shares.reduce(0, +) / Double(shares.count)
        if share > 0.42 {
            advice.append(
                LiftAdvice(
                    kind: .slowOutOfBottom, rep: nil,
                    message:
                        "Slow out of the bottom: the first quarter of the range took \(percent(share)) of each rep's time (about 33 % is even). Drive hard from the bottom; pause squats or speed work help.",
                    figures: ["bottomTimeShare": share]))
        }

        // A sticking point at the same height across reps.
        let sticking = reps.compactMap { rep in rep.stickingPoint.map { (rep.number, $0) } }
        if sticking.count >= 2, sticking.count * 2 >= reps.count {
            var heights = sticking.map(\.1.heightCm)
            let height = SignalFilters.median(&heights)
            let near = sticking.filter { abs($0.1.heightCm - height) <= 6 }
            if near.count >= 2 {
                let slowest = near.map(\.1.velocity).min() ?? 0
                advice.append(
                    LiftAdvice(
                        kind: .stickingPoint, rep: nil,
                        message:
                            "A sticking point about \(centimetres(height)) above the bottom in reps \(near.map { String($0.0) }.joined(separator: ", ")), down to \(speed(slowest)). \(stickingRemedy(settings.kind))",
                        figures: ["heightCm": height, "slowestVelocity": slowest, "reps": Double(near.count)]))
            }
        }

        // Velocity loss past the target: the set has done its work.
        if let loss = set.velocityLossPercent, reps.count >= 2, loss > settings.velocityLossTarget {
            advice.append(
                LiftAdvice(
                    kind: .velocityLoss, rep: reps.last?.number,
                    message:
                        "Velocity dropped \(Int(loss.rounded())) % from the fastest rep, past your \(Int(settings.velocityLossTarget.rounded())) % target: stop the set here.",
                    figures: ["lossPercent": loss, "targetPercent": settings.velocityLossTarget]))
        }

        // The load against the day's target zone, judged on the first rep.
        if let zone = settings.targetZone, let first = reps.first?.meanVelocity, !zone.range.contains(first) {
            let heavy = first < zone.range.lowerBound
            advice.append(
                LiftAdvice(
                    kind: .loadZone, rep: 1,
                    message:
                        "The first rep moved at \(speed(first)), \(heavy ? "below" : "above") today's \(zone.name) zone (\(speed(zone.range.lowerBound))–\(speed(zone.range.upperBound))): the load is \(heavy ? "heavy; take some weight off" : "light; add weight") for today's goal.",
                    figures: ["meanVelocity": first, "zoneLow": zone.range.lowerBound, "zoneHigh": zone.range.upperBound]))
        }
        return advice
    }

    static func degrees(_ value: Double) -> String { "\(Int(value.rounded()))°" }
    static func centimetres(_ value: Double) -> String { "\(Int(value.rounded())) cm" }
    static func speed(_ value: Double) -> String { String(format: "%.2f m/s", value) }
    static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded())) %" }

    /// What works on a sticking point depends on the lift; in a clean the slow spot is the
    /// transition, technique rather than strength.
    static func stickingRemedy(_ kind: LiftKind) -> String {
        switch kind {
        case .squat: "Strengthen that range (pin squats or paused squats at that height)."
        case .bench: "Strengthen that range (pin presses or paused benches at that height)."
        case .press: "Strengthen that range (pin presses from that height)."
        case .deadlift: "Strengthen that range (block pulls or paused deadlifts at that height)."
        case .clean: "That is the transition: keep the bar close through it (hang cleans from there)."
        case .other: "Strengthen that range (paused reps at that height)."
        }
    }
}

/// The load–velocity profile of a lift: a straight line through (load, mean velocity) of the
/// user's sets, and the load at which it reaches the lift's minimum velocity (estimated 1RM).
public struct LoadVelocityProfile: Sendable, Equatable, Codable {
    public var slope: Double
    public var intercept: Double
    public var rSquared: Double
    public var estimatedOneRepMax: Double?
    public var points: Int

    /// The fit, or nil with fewer than two distinct loads.
    public static func fit(_ points: [(load: Double, velocity: Double)], minimumVelocity: Double) -> LoadVelocityProfile? {
        let usable = points.filter { $0.load.isFinite && $0.velocity.isFinite && $0.load > 0 }
        guard Set(usable.map(\.load)).count >= 2 else { return nil }
        let n = Double(usable.count)
        let meanX = usable.reduce(0) { $0 + $1.load } / n
        let meanY = usable.reduce(0) { $0 + $1.velocity } / n
        let sxx = usable.reduce(0) { $0 + ($1.load - meanX) * ($1.load - meanX) }
        let sxy = usable.reduce(0) { $0 + ($1.load - meanX) * ($1.velocity - meanY) }
        let syy = usable.reduce(0) { $0 + ($1.velocity - meanY) * ($1.velocity - meanY) }
        let slope = sxy / sxx
        let intercept = meanY - slope * meanX
        let r2 = syy == 0 ? 1 : (sxy * sxy) / (sxx * syy)
        let oneRepMax = slope < 0 ? (minimumVelocity - intercept) / slope : nil
        return LoadVelocityProfile(
            slope: slope, intercept: intercept, rSquared: r2, estimatedOneRepMax: oneRepMax.flatMap { $0 > 0 && $0.isFinite ? $0 : nil },
            points: usable.count)
    }

    /// The mean velocity the profile expects at `load`.
    public func velocity(at load: Double) -> Double { intercept + slope * load }
}

/// The lifts Almanac knows how to read. A lift says whether a rep starts by lowering the bar
/// (squat, bench, press) or from the floor (deadlift, clean), and its minimum velocity threshold:
/// the mean concentric velocity of a one-repetition maximum (defaults from the literature).
public enum LiftKind: String, Codable, Sendable, CaseIterable {
    case squat, bench, press, deadlift, clean, other

    public var startsWithEccentric: Bool {
        switch self {
        case .squat, .bench, .press, .other: true
        case .deadlift, .clean: false
        }
    }

    public var defaultMinimumVelocity: Double {
        switch self {
        case .squat: 0.30
        case .bench: 0.17
        case .press: 0.20
        case .deadlift: 0.15
        case .clean: 0.80
        case .other: 0.20
        }
    }

    public var name: String {
        switch self {
        case .squat: "Squat"
        case .bench: "Bench press"
        case .press: "Overhead press"
        case .deadlift: "Deadlift"
        case .clean: "Power clean"
        case .other: "Other lift"
        }
    }
}

/// What the analysis of a set needs to know beyond the stream.
public struct LiftSettings: Sendable, Equatable, Codable {
    public var kind: LiftKind
    /// A concentric movement counts as a rep only with at least this range of motion.
    public var minimumRangeCm: Double
    /// The mean velocity of a 1RM for this lift (for reps in reserve and e1RM).
    public var minimumVelocity: Double
    /// Pitch or roll beyond this (degrees) during a concentric phase is called a tilt.
    public var tiltLimitDegrees: Double
    /// Velocity loss (percent of the fastest rep) after which the set should stop.
    public var velocityLossTarget: Double
    /// The user's usual range of motion for this lift, when their history has one.
    public var usualRangeCm: Double?
    /// The day's target velocity zone, when the user set one.
    public var targetZone: VelocityZone?

    public init(
        kind: LiftKind, minimumRangeCm: Double = 15, minimumVelocity: Double? = nil, tiltLimitDegrees: Double = 5,
        velocityLossTarget: Double = 20, usualRangeCm: Double? = nil, targetZone: VelocityZone? = nil
    ) {
        self.kind = kind
        self.minimumRangeCm = minimumRangeCm
        self.minimumVelocity = minimumVelocity ?? kind.defaultMinimumVelocity
        self.tiltLimitDegrees = tiltLimitDegrees
        self.velocityLossTarget = velocityLossTarget
        self.usualRangeCm = usualRangeCm
        self.targetZone = targetZone
    }
}

/// Mann's velocity zones (mean concentric velocity), the usual starting point for choosing a
/// load by bar speed.
public enum VelocityZone: String, Codable, Sendable, CaseIterable {
    case absoluteStrength, acceleratingStrength, strengthSpeed, speedStrength, startingStrength

    public var range: Range<Double> {
        switch self {
        case .absoluteStrength: 0.15..<0.5
        case .acceleratingStrength: 0.5..<0.75
        case .strengthSpeed: 0.75..<1.0
        case .speedStrength: 1.0..<1.3
        case .startingStrength: 1.3..<2.5
        }
    }

    public var name: String {
        switch self {
        case .absoluteStrength: "absolute strength"
        case .acceleratingStrength: "accelerative strength"
        case .strengthSpeed: "strength-speed"
        case .speedStrength: "speed-strength"
        case .startingStrength: "starting strength"
        }
    }
}

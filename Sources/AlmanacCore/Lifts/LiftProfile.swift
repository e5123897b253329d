import Foundation

/// One set on the load–velocity chart: its load and its best rep's mean velocity (the fastest rep
/// is what the load allows; later reps are slowed by fatigue).
public struct LiftProfilePoint: Sendable, Equatable, Codable {
    public var setId: String
    public var day: LocalDay
    public var loadKg: Double
    public var velocity: Double

    public init(setId: String, day: LocalDay, loadKg: Double, velocity: Double) {
        self.setId = setId
        self.day = day
        self.loadKg = loadKg
        self.velocity = velocity
    }
}

/// A lift's profile from the user's sets: the fit over all of them, and the estimated 1RM week by
/// week (each week's fit over the four weeks up to its end, so a week with one load still counts).
public struct LiftProfileReport: Sendable, Equatable {
    public struct Week: Sendable, Equatable, Codable {
        /// The week's first day (Monday).
        public var start: LocalDay
        public var estimatedOneRepMax: Double
        public var points: Int
    }

    public var kind: LiftKind
    public var minimumVelocity: Double
    public var points: [LiftProfilePoint]
    public var profile: LoadVelocityProfile?
    public var weeks: [Week]
    /// The days the fit's sets were lifted on.
    public var days: Int

    /// Sets and days below which the estimated 1RM is called rough: a line through three sets of
    /// one day has an r² near 1.00 whatever the truth, and a day's form moves every point together.
    public static let firmSets = 6
    public static let firmDays = 3

    /// How thin the data behind the fit is, in words ("from 3 sets on 1 day — a rough estimate …"),
    /// or nil once there are `firmSets` sets on `firmDays` days or more (or no fit at all).
    public var thinDataNote: String? {
        guard let fit = profile, fit.points < Self.firmSets || days < Self.firmDays else { return nil }
        return "From \(fit.points) set\(fit.points == 1 ? "" : "s") on \(days) day\(days == 1 ? "" : "s") — a rough estimate: "
            + "with so few points r² says little (a line through two or three points fits them almost exactly). "
            + "Sets at several loads on \(Self.firmDays) or more days make it firmer."
    }

    public init(kind: LiftKind, minimumVelocity: Double? = nil, points: [LiftProfilePoint]) {
        self.kind = kind
        let threshold = minimumVelocity ?? kind.defaultMinimumVelocity
        self.minimumVelocity = threshold
        self.points = points.sorted { ($0.day, $0.setId) < ($1.day, $1.setId) }
        let usable = self.points.filter { $0.loadKg > 0 }
        profile = LoadVelocityProfile.fit(usable.map { (load: $0.loadKg, velocity: $0.velocity) }, minimumVelocity: threshold)
        days = Set(usable.map(\.day)).count
        var weeks: [Week] = []
        let starts = Set(usable.map { $0.day.adding(days: -(($0.day.weekday + 5) % 7)) }).sorted()
        for start in starts {
            let end = start.adding(days: 6)
            let window = usable.filter { $0.day <= end && $0.day > end.adding(days: -28) }
            if let fit = LoadVelocityProfile.fit(window.map { (load: $0.loadKg, velocity: $0.velocity) }, minimumVelocity: threshold),
                let oneRepMax = fit.estimatedOneRepMax
            {
                weeks.append(Week(start: start, estimatedOneRepMax: oneRepMax, points: window.count))
            }
        }
        self.weeks = weeks
    }
}

import Foundation

/// Hours available for goals on each weekday; a sprint's capacity is the sum over its days.
public struct WeeklyCapacity: Equatable, Codable, Sendable {
    /// Seven numbers, Sunday first (index = Foundation weekday − 1).
    public private(set) var hoursByWeekday: [Double]

    public init(hoursByWeekday: [Double]) throws(AlmanacError) {
        guard hoursByWeekday.count == 7 else {
            throw .invalid("capacity", "Capacity needs hours for each of the 7 weekdays.")
        }
        for hours in hoursByWeekday where !(hours.isFinite && (0...24).contains(hours)) {
            throw .invalid("capacity", "A day holds 0 to 24 available hours, not \(hours).")
        }
        self.hoursByWeekday = hoursByWeekday
    }

    /// The same hours on each working weekday (1 = Sunday ... 7 = Saturday), none on the others.
    public static func uniform(hoursPerDay: Double, weekdays: Set<Int> = [2, 3, 4, 5, 6]) throws(AlmanacError) -> WeeklyCapacity {
        try WeeklyCapacity(hoursByWeekday: (1...7).map { weekdays.contains($0) ? hoursPerDay : 0 })
    }

    public static let none = try! WeeklyCapacity(hoursByWeekday: Array(repeating: 0, count: 7))

    public func hours(on day: LocalDay) -> Double { hoursByWeekday[day.weekday - 1] }

    public func totalHours(for period: SprintPeriod) -> Double {
        period.days.reduce(0) { $0 + hours(on: $1) }
    }
}

/// The plan's estimates set against the capacity, with the warning the planning page shows.
public struct PlanLoad: Equatable, Codable, Sendable {
    public var estimatedHours: Double
    public var capacityHours: Double

    public init(estimatedHours: Double, capacityHours: Double) {
        self.estimatedHours = estimatedHours
        self.capacityHours = capacityHours
    }

    public init(goals: [WeeklyGoal], capacityHours: Double) {
        self.init(estimatedHours: goals.reduce(0) { $0 + $1.estimateHours }, capacityHours: capacityHours)
    }

    public var isOverCapacity: Bool { estimatedHours > capacityHours }
    /// Hours still free in the plan (negative when over).
    public var freeHours: Double { capacityHours - estimatedHours }

    /// The warning to show, or nil when the plan fits.
    public var warning: String? {
        guard isOverCapacity else { return nil }
        return
            "The goals are estimated at \(hoursText(estimatedHours)) but only \(hoursText(capacityHours)) are available: \(hoursText(-freeHours)) over capacity."
    }
}

/// Next sprint's capacity, adjusted by how this sprint's actual hours compared with the estimates.
public struct CapacitySuggestion: Equatable, Codable, Sendable {
    public enum Basis: String, Codable, Sendable, CaseIterable {
        /// capacity × clamp(actual / estimated).
        case ratio
        /// No estimates this sprint: nothing to learn from, the capacity stays.
        case noEstimates
        /// No capacity was set: suggest the hours actually worked on goals.
        case noCapacity
    }

    /// The ratio is clamped so one odd week moves the capacity by at most half down or a quarter up.
    public static let ratioRange = 0.5...1.25

    public var suggestedHours: Double
    public var basis: Basis
    /// actual ÷ estimated, before clamping; nil without estimates.
    public var ratio: Double?

    /// Rounded to half hours.
    public init(capacityHours: Double, estimatedHours: Double, actualHours: Double) {
        guard estimatedHours > 0 else {
            self.init(suggestedHours: halfHours(capacityHours), basis: .noEstimates, ratio: nil)
            return
        }
        let ratio = actualHours / estimatedHours
        guard capacityHours > 0 else {
            self.init(suggestedHours: halfHours(actualHours), basis: .noCapacity, ratio: ratio)
            return
        }
        let clamped = min(max(ratio, Self.ratioRange.lowerBound), Self.ratioRange.upperBound)
        self.init(suggestedHours: halfHours(capacityHours * clamped), basis: .ratio, ratio: ratio)
    }

    public init(suggestedHours: Double, basis: Basis, ratio: Double?) {
        self.suggestedHours = suggestedHours
        self.basis = basis
        self.ratio = ratio
    }

    /// The clamped factor applied (1 unless the basis is `.ratio`), for scaling per-day capacity.
    public var factor: Double {
        guard basis == .ratio, let ratio else { return 1 }
        return min(max(ratio, Self.ratioRange.lowerBound), Self.ratioRange.upperBound)
    }
}

func halfHours(_ hours: Double) -> Double { (hours * 2).rounded() / 2 }

func hoursText(_ hours: Double) -> String { NumberText.hours(hours) }

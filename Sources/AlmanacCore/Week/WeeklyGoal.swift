import Foundation

/// Where a weekly goal stands: open, done, or done partially (1–99 %).
public enum GoalStatus: Equatable, Codable, Sendable {
    case open
    case done
    case partial(percent: Int)

    /// Validates the status as the API and forms send it: `state` open/done/partial and a percent for partial.
    public static func make(state: String, percent: Int?) throws(AlmanacError) -> GoalStatus {
        switch state {
        case "open": return .open
        case "done": return .done
        case "partial":
            guard let percent, (1...99).contains(percent) else {
                throw .invalid("percent", "A partly done goal is 1 to 99 % done; use done for 100 % and open for 0 %.")
            }
            return .partial(percent: percent)
        default:
            throw .invalid("state", "A goal is open, done or partial, not \"\(state)\".")
        }
    }

    /// 0...1.
    public var completion: Double {
        switch self {
        case .open: 0
        case .done: 1
        case .partial(let percent): Double(percent) / 100
        }
    }

    /// The states `state` names, in the order a goal goes through them.
    public static let states = ["open", "done", "partial"]

    public var state: String {
        switch self {
        case .open: "open"
        case .done: "done"
        case .partial: "partial"
        }
    }

    /// How far a partly done goal is; nil when it is open or done.
    public var percent: Int? {
        if case .partial(let percent) = self { return percent }
        return nil
    }

    private enum CodingKeys: String, CodingKey { case state, percent }

    /// `{"state": "partial", "percent": 40}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let state = try container.decode(String.self, forKey: .state)
        let percent = try container.decodeIfPresent(Int.self, forKey: .percent)
        do { self = try GoalStatus.make(state: state, percent: percent) } catch {
            throw DecodingError.dataCorruptedError(forKey: .state, in: container, debugDescription: error.message)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        // Left out unless partly done (an optional's `encodeIfPresent`, which the API's schema
        // derivation reads as a key that may be absent).
        try container.encodeIfPresent(percent, forKey: .percent)
    }
}

/// A goal of the week, in an area of focus, with an estimate in hours.
public struct WeeklyGoal: Equatable, Codable, Sendable, Identifiable {
    public static let estimateRange = 0.0...168.0

    public let id: String
    public var title: String
    public var areaId: String
    public var estimateHours: Double
    public var status: GoalStatus
    /// Added after the week was started ("Start the week" commits the plan).
    public var addedMidSprint: Bool

    public init(
        id: String, title: String, areaId: String, estimateHours: Double, status: GoalStatus = .open,
        addedMidSprint: Bool = false
    ) throws(AlmanacError) {
        self.id = id
        self.title = try Validate.title(title)
        guard !areaId.isEmpty else { throw .invalid("areaId", "Every goal belongs to an area of focus; pick one.") }
        self.areaId = areaId
        guard estimateHours.isFinite, Self.estimateRange.contains(estimateHours) else {
            throw .invalid("estimateHours", "An estimate is 0 to 168 hours, not \(estimateHours).")
        }
        self.estimateHours = estimateHours
        self.status = status
        self.addedMidSprint = addedMidSprint
    }

    /// A goal as it was stored, when its values no longer pass the rules above (an older or
    /// damaged version wrote them): shown as it is, with an estimate that is not a number as 0.
    public init(stored id: String, title: String, areaId: String, estimateHours: Double, status: GoalStatus, addedMidSprint: Bool) {
        self.id = id
        self.title = title
        self.areaId = areaId
        self.estimateHours =
            estimateHours.isFinite ? min(max(estimateHours, Self.estimateRange.lowerBound), Self.estimateRange.upperBound) : 0
        self.status = status
        self.addedMidSprint = addedMidSprint
    }
}

/// How far one area's goals are done.
public struct AreaProgress: Equatable, Codable, Sendable {
    public var areaId: String
    public var goalCount: Int
    public var doneCount: Int
    /// 0...1, weighted by estimate (a 10 h goal counts more than a 1 h one); an area whose goals all
    /// lack estimates averages their completion.
    public var completion: Double
}

/// Progress per area, in the order the areas first appear in `goals`.
public func progressByArea(_ goals: [WeeklyGoal]) -> [AreaProgress] {
    var order: [String] = []
    var byArea: [String: [WeeklyGoal]] = [:]
    for goal in goals {
        if byArea[goal.areaId] == nil { order.append(goal.areaId) }
        byArea[goal.areaId, default: []].append(goal)
    }
    return order.map { area in
        let goals = byArea[area]!
        let estimate = goals.reduce(0) { $0 + $1.estimateHours }
        let completion =
            estimate > 0
            ? goals.reduce(0) { $0 + $1.estimateHours * $1.status.completion } / estimate
            : goals.reduce(0) { $0 + $1.status.completion } / Double(goals.count)
        return AreaProgress(
            areaId: area, goalCount: goals.count, doneCount: goals.count(where: { $0.status == .done }),
            completion: completion)
    }
}

/// How far a goal's linked to-dos are: done of all, canceled ones left out (they were dropped,
/// not done and not to do). Shown beside the goal's own done/partly mark, never replacing it.
public struct GoalTodoProgress: Equatable, Codable, Sendable {
    public var done: Int
    public var total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }

    /// `completed` per to-do; nil for a canceled one.
    public init(completed: [Bool?]) {
        let counted = completed.compactMap { $0 }
        self.init(done: counted.filter { $0 }.count, total: counted.count)
    }

    public var text: String { total == 1 ? "\(done) of 1 to-do done" : "\(done) of \(total) to-dos done" }
}

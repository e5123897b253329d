import Foundation

/// An action item from a retrospective; it comes back in the next one with "done?".
public struct ActionItem: Equatable, Codable, Sendable, Identifiable {
    public let id: String
    public var text: String
    public var done: Bool

    public init(id: String, text: String, done: Bool = false) throws(AlmanacError) {
        self.id = id
        self.text = try Validate.title(text, field: "actionItem")
        self.done = done
    }
}

/// Feelings counted for one tag or area.
public struct FeelingCounts: Equatable, Codable, Sendable {
    public var key: String
    public var ecstatic = 0
    public var happy = 0
    public var meh = 0
    public var sad = 0
    public var angry = 0

    public init(key: String) { self.key = key }

    public var total: Int { ecstatic + happy + meh + sad + angry }

    public subscript(feeling: Feeling) -> Int {
        get {
            switch feeling {
            case .ecstatic: ecstatic
            case .happy: happy
            case .meh: meh
            case .sad: sad
            case .angry: angry
            }
        }
        set {
            switch feeling {
            case .ecstatic: ecstatic = newValue
            case .happy: happy = newValue
            case .meh: meh = newValue
            case .sad: sad = newValue
            case .angry: angry = newValue
            }
        }
    }
}

/// One area's line in the retrospective.
public struct AreaRetrospective: Equatable, Codable, Sendable {
    public var areaId: String
    /// Goals committed when the week started.
    public var plannedGoals: Int
    public var addedMidSprint: Int
    /// Done goals, planned or added.
    public var doneGoals: Int
    public var completion: Double
    public var estimatedHours: Double
    /// Completed intentions linked to this area or to one of its goals.
    public var actualHours: Double
    /// Check-ins of the area's habits the sprint planned by their schedules, and those done.
    public var plannedHabitCheckIns = 0
    public var doneHabitCheckIns = 0
    /// Hours of the area's plan blocks (timeboxes) on the sprint's days.
    public var plannedHours: Double = 0
}

/// One plan block (timebox) of a sprint, for the retrospective: its area, length and, once it
/// passed without an intention, what became of it and why.
public struct SprintBlock: Equatable, Sendable {
    public var areaId: String
    public var day: LocalDay
    public var minutes: Int
    public var disposition: BlockDisposition?
    public var cause: MissCause?
    /// Passed without an intention and not answered yet.
    public var awaitingDisposition: Bool

    public init(
        areaId: String, day: LocalDay, minutes: Int, disposition: BlockDisposition? = nil, cause: MissCause? = nil,
        awaitingDisposition: Bool = false
    ) {
        self.areaId = areaId
        self.day = day
        self.minutes = minutes
        self.disposition = disposition
        self.cause = cause
        self.awaitingDisposition = awaitingDisposition
    }

    /// Missed: passed without an intention and not "done anyway" (moved, back to the list, dropped).
    public var isMissed: Bool { disposition != nil && disposition != .doneAnyway }
}

/// Blocks missed for one cause in a sprint.
public struct MissedBlocks: Equatable, Codable, Sendable {
    public var cause: MissCause
    public var count: Int
    public var hours: Double
}

/// One habit's check-ins in a sprint, for the retrospective: how many its schedule planned
/// (lowered by rest days) and how many were done, at most the plan (`HabitTally`).
public struct HabitSprintTally: Equatable, Codable, Sendable {
    public var areaId: String?
    public var planned: Int
    public var done: Int

    public init(areaId: String?, planned: Int, done: Int) {
        self.areaId = areaId
        self.planned = planned
        self.done = done
    }
}

public struct GoalHours: Equatable, Codable, Sendable {
    public var goalId: String
    public var estimatedHours: Double
    /// Completed intentions linked to this goal.
    public var actualHours: Double
    /// The goal's linked to-dos, done of all (as the Week page counts them); set by the store.
    public var todos: GoalTodoProgress? = nil
}

public struct DayPresence: Equatable, Codable, Sendable {
    public var day: LocalDay
    public var presence: Presence
}

/// One sprint's numbers in the 8-sprint trend chart.
public struct WeekTrendPoint: Equatable, Codable, Sendable {
    public var weekStart: LocalDay
    public var plannedGoals: Int
    public var doneGoals: Int
    public var estimatedHours: Double
    public var actualHours: Double
    public var capacityHours: Double
    public var intentionHours: Double
    /// 0...1 over the sprint's active hours.
    public var presence: Double
    /// False for a sprint with no data (a gap in the chart, not a zero).
    public var hasData: Bool

    public init(
        weekStart: LocalDay, plannedGoals: Int, doneGoals: Int, estimatedHours: Double, actualHours: Double,
        capacityHours: Double, intentionHours: Double, presence: Double, hasData: Bool = true
    ) {
        self.weekStart = weekStart
        self.plannedGoals = plannedGoals
        self.doneGoals = doneGoals
        self.estimatedHours = estimatedHours
        self.actualHours = actualHours
        self.capacityHours = capacityHours
        self.intentionHours = intentionHours
        self.presence = presence
        self.hasData = hasData
    }

    public static func empty(weekStart: LocalDay) -> WeekTrendPoint {
        WeekTrendPoint(
            weekStart: weekStart, plannedGoals: 0, doneGoals: 0, estimatedHours: 0, actualHours: 0, capacityHours: 0,
            intentionHours: 0, presence: 0, hasData: false)
    }

    public static let trendLength = 8

    /// The `count` sprints ending with `period`, oldest first; sprints missing from `points` are empty.
    public static func trend(_ points: [WeekTrendPoint], endingWith period: SprintPeriod, count: Int = trendLength) -> [WeekTrendPoint] {
        let byStart = Dictionary(points.map { ($0.weekStart, $0) }, uniquingKeysWith: { _, last in last })
        return (0..<count).reversed().map { back in
            let start = period.start.adding(days: -back * period.dayCount)
            return byStart[start] ?? .empty(weekStart: start)
        }
    }
}

/// What the retrospective needs about one sprint.
public struct RetrospectiveInput: Sendable {
    public var period: SprintPeriod
    public var goals: [WeeklyGoal]
    /// The sprint's intentions; ones whose start falls outside the sprint's days are ignored.
    public var intentions: [Intention]
    public var capacity: WeeklyCapacity
    public var lastWeekActionItems: [ActionItem]
    public var activeHours: ActiveHours
    public var timeZone: TimeZone
    public var dayStartHour: Int
    /// The sprint's habits, each with its planned and done check-ins.
    public var habits: [HabitSprintTally]
    /// The plan blocks of the sprint's days; ones on other days are ignored.
    public var blocks: [SprintBlock]
    /// The sprint's practice sessions: presence, as intentions are.
    public var practice: [PracticeSession]

    public init(
        period: SprintPeriod, goals: [WeeklyGoal], intentions: [Intention], capacity: WeeklyCapacity,
        lastWeekActionItems: [ActionItem] = [], activeHours: ActiveHours = .standard, timeZone: TimeZone,
        dayStartHour: Int = 0, habits: [HabitSprintTally] = [], blocks: [SprintBlock] = [], practice: [PracticeSession] = []
    ) {
        self.practice = practice
        self.habits = habits
        self.blocks = blocks
        self.period = period
        self.goals = goals
        self.intentions = intentions
        self.capacity = capacity
        self.lastWeekActionItems = lastWeekActionItems
        self.activeHours = activeHours
        self.timeZone = timeZone
        self.dayStartHour = dayStartHour
    }
}

/// The metrics report of a retrospective. Hours count completed intentions only (time up or ended
/// early); running and abandoned ones are left out.
public struct RetrospectiveReport: Equatable, Codable, Sendable {
    public var period: SprintPeriod
    public var plannedGoals: Int
    public var addedMidSprint: Int
    public var doneGoals: Int
    public var byArea: [AreaRetrospective]
    public var byGoal: [GoalHours]
    public var estimatedHours: Double
    /// Completed intentions linked to a goal or an area.
    public var actualHours: Double
    public var capacityHours: Double
    /// All completed intentions, linked or not.
    public var intentionHours: Double
    public var presenceByDay: [DayPresence]
    public var presence: Presence
    public var feelingsByTag: [FeelingCounts]
    public var feelingsByArea: [FeelingCounts]
    public var lastWeekActionItems: [ActionItem]
    public var lastWeekActionItemsDone: Int
    public var nextCapacity: CapacitySuggestion
    /// Habit check-ins planned by the habits' schedules and done, all habits (with an area or not).
    public var plannedHabitCheckIns: Int
    public var doneHabitCheckIns: Int
    /// Hours of all the sprint's plan blocks (timeboxes).
    public var plannedHours: Double
    /// Blocks that passed without an intention and were not done anyway, per cause (causes with none left out).
    public var missedBlocks: [MissedBlocks]
    /// Blocks that passed without an intention and still wait for what became of them.
    public var blocksAwaitingDisposition: Int

    public init(_ input: RetrospectiveInput, now: Date) {
        let period = input.period
        let intentions = input.intentions.compactMap { intention -> Intention? in
            var settled = intention
            settled.settle(at: now)
            let day = LocalDay(containing: settled.startedAt, in: input.timeZone, dayStartHour: input.dayStartHour)
            return period.contains(day) ? settled : nil
        }
        let completed = intentions.filter { $0.state.isCompleted }
        let areaOfGoal = Dictionary(input.goals.map { ($0.id, $0.areaId) }, uniquingKeysWith: { first, _ in first })
        func area(of intention: Intention) -> String? {
            intention.goalId.flatMap { areaOfGoal[$0] } ?? intention.areaId
        }

        self.period = period
        plannedGoals = input.goals.count(where: { !$0.addedMidSprint })
        addedMidSprint = input.goals.count(where: { $0.addedMidSprint })
        doneGoals = input.goals.count(where: { $0.status == .done })

        byGoal = input.goals.map { goal in
            GoalHours(
                goalId: goal.id, estimatedHours: goal.estimateHours,
                actualHours: completed.filter { $0.goalId == goal.id }.reduce(0) { $0 + $1.completedHours })
        }
        let progress = progressByArea(input.goals)
        var areaIds = progress.map(\.areaId)
        for intention in completed {
            if let id = area(of: intention), !areaIds.contains(id) { areaIds.append(id) }
        }
        for habit in input.habits where habit.planned > 0 || habit.done > 0 {
            if let id = habit.areaId, !areaIds.contains(id) { areaIds.append(id) }
        }
        let blocks = input.blocks.filter { period.contains($0.day) }
        for block in blocks where !areaIds.contains(block.areaId) { areaIds.append(block.areaId) }
        func hours(_ blocks: [SprintBlock]) -> Double { Double(blocks.reduce(0) { $0 + $1.minutes }) / 60 }
        byArea = areaIds.map { id in
            let goals = input.goals.filter { $0.areaId == id }
            let habits = input.habits.filter { $0.areaId == id }
            var line = AreaRetrospective(
                areaId: id, plannedGoals: goals.count(where: { !$0.addedMidSprint }),
                addedMidSprint: goals.count(where: { $0.addedMidSprint }), doneGoals: goals.count(where: { $0.status == .done }),
                completion: progress.first { $0.areaId == id }?.completion ?? 0,
                estimatedHours: goals.reduce(0) { $0 + $1.estimateHours },
                actualHours: completed.filter { area(of: $0) == id }.reduce(0) { $0 + $1.completedHours })
            line.plannedHabitCheckIns = habits.reduce(0) { $0 + $1.planned }
            line.doneHabitCheckIns = habits.reduce(0) { $0 + $1.done }
            line.plannedHours = hours(blocks.filter { $0.areaId == id })
            return line
        }
        plannedHours = hours(blocks)
        missedBlocks = MissCause.allCases.compactMap { cause in
            let missed = blocks.filter { $0.isMissed && $0.cause == cause }
            return missed.isEmpty ? nil : MissedBlocks(cause: cause, count: missed.count, hours: hours(missed))
        }
        blocksAwaitingDisposition = blocks.count(where: \.awaitingDisposition)
        plannedHabitCheckIns = input.habits.reduce(0) { $0 + $1.planned }
        doneHabitCheckIns = input.habits.reduce(0) { $0 + $1.done }
        estimatedHours = input.goals.reduce(0) { $0 + $1.estimateHours }
        actualHours = completed.filter { area(of: $0) != nil || $0.goalId != nil }.reduce(0) { $0 + $1.completedHours }
        capacityHours = input.capacity.totalHours(for: period)
        intentionHours = completed.reduce(0) { $0 + $1.completedHours }

        let worked = intentions.compactMap { $0.workedInterval(at: now) } + input.practice.map(\.interval)
        presenceByDay = period.days.map { day in
            DayPresence(
                day: day,
                presence: AlmanacCore.presence(
                    of: worked, on: day, activeHours: input.activeHours, timeZone: input.timeZone,
                    dayStartHour: input.dayStartHour))
        }
        presence = Presence.total(presenceByDay.map(\.presence))

        let rated = completed.filter { $0.feeling != nil }
        feelingsByTag = Self.countFeelings(rated) { $0.tags }
        feelingsByArea = Self.countFeelings(rated) { area(of: $0).map { [$0] } ?? [] }

        lastWeekActionItems = input.lastWeekActionItems
        lastWeekActionItemsDone = input.lastWeekActionItems.count(where: \.done)
        nextCapacity = CapacitySuggestion(capacityHours: capacityHours, estimatedHours: estimatedHours, actualHours: actualHours)
    }

    /// This sprint's point in the trend chart.
    public var trendPoint: WeekTrendPoint {
        WeekTrendPoint(
            weekStart: period.start, plannedGoals: plannedGoals + addedMidSprint, doneGoals: doneGoals,
            estimatedHours: estimatedHours, actualHours: actualHours, capacityHours: capacityHours,
            intentionHours: intentionHours, presence: presence.fraction, hasData: true)
    }

    /// Counts per key in the order keys first appear.
    private static func countFeelings(_ rated: [Intention], keys: (Intention) -> [String]) -> [FeelingCounts] {
        var result: [FeelingCounts] = []
        for intention in rated {
            for key in keys(intention) {
                if let index = result.firstIndex(where: { $0.key == key }) {
                    result[index][intention.feeling!] += 1
                } else {
                    var counts = FeelingCounts(key: key)
                    counts[intention.feeling!] = 1
                    result.append(counts)
                }
            }
        }
        return result
    }
}

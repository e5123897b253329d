import AlmanacCore
import Foundation
import GRDB

/// The Focus page: the running intention (the timer), or else the day so far with the form to
/// set the next intention.
public struct FocusPageData: Sendable {
    public var now: Date
    public var today: LocalDay
    public var running: Intention?
    /// Every area, archived ones too (to name the areas of past intentions).
    public var allAreas: [Area]
    /// The areas not archived (the goal-or-area picker's choices).
    public var areas: [Area]
    public var goals: [GoalRecord]
    public var intentions: [Intention]
    public var presence: DayPresenceDetail
    /// The last intention when it ended less than 12 hours ago and is not reviewed yet.
    public var pendingReview: Intention?
    public var insights: Insights
    /// Today's open to-dos, in Today's order: what the start form suggests.
    public var suggestions: [TaskDetails] = []
    /// The person's runbooks, each one tap away while an intention runs.
    public var runbooks: [Runbook] = []
    /// Today's blocks that have not ended, in order: the start form offers each (one tap starts
    /// its intention with its title, goal and length).
    public var blocks: [TimeBlock] = []
}

/// The page after an intention: tags, feeling and review.
public struct FocusAfterPageData: Sendable {
    public var now: Date
    public var intention: Intention
    public var knownTags: [String]
    public var areas: [Area]
    /// The to-do the intention was for, while it is still open (the review offers to complete it).
    public var openTask: ToDo? = nil
}

/// The history page: intentions of a range of days with filters.
public struct FocusHistoryPageData: Sendable {
    public var today: LocalDay
    public var intentions: [Intention]
    public var tags: [String]
    public var areas: [Area]
    public var presence: [DayPresenceDetail]
}

/// The page that corrects a past intention.
public struct FocusEditPageData: Sendable {
    public var intention: Intention
    public var areas: [Area]
    public var goals: [GoalRecord]
}

extension AppDatabase {
    public func focusPage(owner: String) async throws -> FocusPageData {
        let time = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let today = preferences.today(at: time)
            let plan = try Self.weekPlan(owner: owner, containing: today, db: db)
            let pending = try Self.latestIntention(owner: owner, db: db, now: time).flatMap { intention -> Intention? in
                guard intention.state.isCompleted, !intention.isReviewed, let ended = intention.endedAt,
                    time.timeIntervalSince(ended) < 12 * 3600
                else { return nil }
                return intention
            }
            let running = try Self.runningIntention(owner: owner, db: db, now: time)
            return FocusPageData(
                now: time, today: today, running: running, allAreas: plan.areas,
                areas: plan.areas.filter { !$0.archived }, goals: plan.goals,
                intentions: try Self.intentions(owner: owner, on: today, db: db, now: time),
                presence: try Self.presence(owner: owner, from: today, through: today, db: db, now: time)[0], pendingReview: pending,
                insights: try Self.insights(owner: owner, db: db, now: time),
                suggestions: try Self.tasks(owner: owner, in: .today, on: today, at: time, db).flatMap(\.tasks)
                    .filter { $0.task.status == .open },
                runbooks: running == nil ? [] : try Self.runbooks(owner: owner, db: db),
                blocks: running != nil
                    ? []
                    : try Self.blocks(owner: owner, from: today, through: today, db: db)
                        .filter { ($0.interval(in: preferences.zone)?.end ?? .distantPast) > time }
                        .sorted { ($0.startMinute, $0.id) < ($1.startMinute, $1.id) })
        }
    }

    public func focusAfterPage(owner: String, id: String) async throws -> FocusAfterPageData {
        let time = now()
        return try await read { db in
            let intention = try Self.loadIntention(owner: owner, id: id, db: db, now: time)
            let task = try intention.taskId.flatMap { try ToDo.existing($0, by: owner, in: db) }
            return FocusAfterPageData(
                now: time, intention: intention, knownTags: try Self.intentionTags(owner: owner, db: db),
                areas: try Self.areas(owner: owner, includeArchived: true, db: db), openTask: task?.status == .open ? task : nil)
        }
    }

    /// The history of the days `first` through `last` (presence for at most the last 14 of them).
    public func focusHistoryPage(owner: String, from first: LocalDay, through last: LocalDay, filter: IntentionFilter) async throws
        -> FocusHistoryPageData
    {
        let time = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let (from, to) = try Self.dayBounds(owner: owner, from: first, through: last, db: db)
            return FocusHistoryPageData(
                today: preferences.today(at: time),
                intentions: try Self.intentions(owner: owner, from: from, to: to, filter: filter, db: db, now: time),
                tags: try Self.intentionTags(owner: owner, db: db), areas: try Self.areas(owner: owner, includeArchived: true, db: db),
                presence: try Self.presence(owner: owner, from: max(first, last.adding(days: -13)), through: last, db: db, now: time))
        }
    }

    public func focusEditPage(owner: String, id: String) async throws -> FocusEditPageData {
        let time = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let intention = try Self.loadIntention(owner: owner, id: id, db: db, now: time)
            let day = LocalDay(containing: intention.startedAt, in: preferences.zone, dayStartHour: preferences.dayStartHour)
            return FocusEditPageData(
                intention: intention, areas: try Self.areas(owner: owner, includeArchived: false, db: db),
                goals: try Self.weekPlan(owner: owner, containing: day, db: db).goals)
        }
    }
}

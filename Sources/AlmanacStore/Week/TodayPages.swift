import AlmanacCore
import Foundation
import GRDB

/// Everything the Today page shows for one day, read in one transaction.
public struct TodayPageData: Sendable {
    public var day: LocalDay
    /// The user's today, at the moment of reading.
    public var today: LocalDay
    public var isToday: Bool { day == today }
    public var settings: SystemSettings
    public var standup: StandupRecord?
    /// Yesterday's completed intentions and to-dos, for the standup's first question.
    public var finishedYesterday: [Intention]
    public var toDosDoneYesterday: [TaskDetails]
    /// Today: the to-dos of the Tasks module's Today view; another day: the to-dos completed on it.
    public var tasks: [TaskDetails]
    public var intentions: [Intention]
    public var running: Intention?
    public var presence: DayPresenceDetail
    public var entries: DayEntries
    public var plan: WeekPlan
    /// The habits of the day's week, for the check-in row.
    public var habits: HabitsDayData = .empty
    /// Journal entries, intentions, events and photos of this date in earlier years.
    public var onThisDay = OnThisDayMemories.none
    /// The day's meetings from the person's calendars (all-day ones first).
    public var meetings: [CalendarMeeting] = []
    /// Today's block (the Plan module) that runs now, else the next one; nil on another day or
    /// when none is left.
    public var nextBlock: TimeBlock?
    /// Whether `nextBlock` has begun.
    public var nextBlockHasBegun = false
    /// The person's runbooks, each one tap away from Today.
    public var runbooks: [Runbook] = []
}

extension AppDatabase {
    /// The Today page of `day`.
    public func todayPage(owner: String, day: LocalDay) async throws -> TodayPageData {
        let time = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let today = preferences.today(at: time)
            let yesterday = day.adding(days: -1)
            // Yesterday's and the day's intentions in one read: the standup's finished ones, the
            // day's, and the presence bar's (from 9 hours before the day starts).
            let dayStart = day.start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
            let dayEnd = day.adding(days: 1).start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
            let yesterdayStart = yesterday.start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
            let twoDays = try Self.intentions(
                owner: owner, from: min(yesterdayStart, dayStart.addingTimeInterval(-9 * 3600)), to: dayEnd, db: db, now: time)
            var page = TodayPageData(
                day: day, today: today, settings: try Self.systemSettings(owner: owner, db: db),
                standup: try Self.standup(owner: owner, day: day, db: db),
                finishedYesterday: twoDays.filter { $0.startedAt >= yesterdayStart && $0.startedAt < dayStart && $0.state.isCompleted },
                toDosDoneYesterday: try Self.completedTasks(owner: owner, on: yesterday, db),
                tasks: day == today
                    ? try Self.tasks(owner: owner, in: .today, on: day, at: time, db).flatMap(\.tasks)
                    : try Self.completedTasks(owner: owner, on: day, db),
                intentions: twoDays.filter { $0.startedAt >= dayStart },
                running: try Self.runningIntention(owner: owner, db: db, now: time),
                presence: try Self.presence(owner: owner, from: day, through: day, intentions: twoDays, db: db, now: time)[0],
                entries: try Self.dayEntries(owner: owner, day: day, db: db),
                plan: try Self.weekPlan(owner: owner, containing: day, db: db))
            page.habits = try Self.habitsWeek(owner: owner, containing: day, at: time, db: db)
            page.onThisDay = try Self.onThisDay(
                owner: owner, today: day, zone: preferences.zone, dayStartHour: preferences.dayStartHour, db: db)
            page.meetings = try Self.meetings(owner: owner, on: day, preferences: preferences, db: db)
            page.runbooks = try Self.runbooks(owner: owner, db: db)
            if day == today {
                // The blocks of the person's day: the grid is the calendar day, so after midnight
                // with a later day start the block of now is on the next calendar day.
                let zone = preferences.zone
                page.nextBlock = try Self.blocks(owner: owner, from: day, through: day.adding(days: 1), db: db)
                    .first { block in block.interval(in: zone).map { $0.end > time && $0.start < dayEnd } ?? false }
                page.nextBlockHasBegun = page.nextBlock.flatMap { $0.interval(in: zone) }.map { $0.start <= time } ?? false
            }
            return page
        }
    }

    /// The standup of `day` with yesterday's completed intentions and to-dos (the standup API).
    public func standupPage(owner: String, day: LocalDay) async throws -> TodayPageData.Standup {
        let time = now()
        return try await read { db in
            let yesterday = day.adding(days: -1)
            return TodayPageData.Standup(
                template: try Self.systemSettings(owner: owner, db: db).standupTemplate,
                standup: try Self.standup(owner: owner, day: day, db: db),
                finishedYesterday: try Self.intentions(owner: owner, on: yesterday, db: db, now: time).filter { $0.state.isCompleted },
                toDosDoneYesterday: try Self.completedTasks(owner: owner, on: yesterday, db))
        }
    }
}

extension TodayPageData {
    /// A day's standup as the API shows it.
    public struct Standup: Sendable {
        public var template: StandupTemplate
        public var standup: StandupRecord?
        public var finishedYesterday: [Intention]
        public var toDosDoneYesterday: [TaskDetails]
    }
}

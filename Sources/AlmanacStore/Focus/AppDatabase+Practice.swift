import AlmanacCore
import Foundation
import GRDB

/// A practice session as stored.
public struct PracticeSessionRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "practice_sessions"
    public var id: String
    public var ownerId: String
    public var startedAt: Date
    public var minutes: Int
    public var note: String?
    public var feeling: Feeling?
    public var createdAt: Date

    public var session: PracticeSession {
        PracticeSession(id: id, startedAt: startedAt, minutes: minutes, note: note, feeling: feeling)
    }
}

/// The practice page: this week's sessions (newest first) and their quiet total.
public struct PracticePageData: Sendable {
    public var period: SprintPeriod
    public var timeZone: TimeZone
    public var sessions: [PracticeSession]
    public var total: PracticeTotal
    /// The habits a session can check in (those not archived).
    public var habits: [Habit] = []
}

extension AppDatabase {
    /// Logs a session of `minutes` that started at `startedAt` (default: `minutes` ago, as the
    /// timer's end logs it; within the last 7 days, as for every time a device sends), with how
    /// the person felt after it (behind the feeling gate when its start is given). With
    /// `habitId`, the session also checks that habit in on the person's day it started (as a
    /// check-in by hand would, with its target as the amount), in the same undoable change.
    public func logPractice(
        owner: String, minutes: Int, note: String?, startedAt: Date? = nil, feeling: Feeling? = nil, habitId: String? = nil
    ) async throws -> PracticeSession {
        let minutes = try PracticeRules.minutes.check(minutes, field: "minutes")
        let note = try PracticeRules.note(note)
        try PracticeRules.checkFeelingGate(feeling, startedAt: startedAt, minutes: minutes, now: now())
        return try await write(owner: owner) { batch in
            let start = try ClientTime.resolve(
                startedAt ?? batch.now.addingTimeInterval(-Double(minutes) * 60), now: batch.now, field: "startedAt")
            if let habitId, !habitId.isEmpty {
                guard let habit = try Habit.existing(habitId, by: owner, in: batch.db) else {
                    throw AlmanacError.invalid("habitId", "No habit with id \(habitId.prefix(64)): choose one of your habits, or none.")
                }
                let preferences = try Self.preferences(owner: owner, db: batch.db)
                _ = try Self.checkIn(
                    habit, on: LocalDay(containing: start, in: preferences.zone, dayStartHour: preferences.dayStartHour),
                    today: preferences.today(at: batch.now), amount: nil, batch: &batch)
            }
            let record = PracticeSessionRecord(
                id: UUIDv7.make(at: batch.now), ownerId: owner, startedAt: start, minutes: minutes, note: note, feeling: feeling,
                createdAt: batch.now)
            try batch.insert(record)
            batch.describe("Logged \(minutes) minutes of practice")
            return record.session
        }
    }

    /// Every session, newest first (at most `limit`).
    public func practiceSessions(owner: String, limit: Int = 100) async throws -> [PracticeSession] {
        try await read { db in
            try PracticeSessionRecord.fetchReadable(
                db, sql: "SELECT * FROM practice_sessions WHERE owner_id = ? ORDER BY started_at DESC LIMIT ?", arguments: [owner, limit]
            ).map(\.session)
        }
    }

    /// The sessions that started from `from` up to `to`.
    static func practiceSessions(owner: String, from: Date, to: Date, db: any StoreDatabase) throws -> [PracticeSession] {
        try PracticeSessionRecord.fetchReadable(
            db, sql: "SELECT * FROM practice_sessions WHERE owner_id = ? AND started_at >= ? AND started_at < ? ORDER BY started_at DESC",
            arguments: [owner, from.storedValue, to.storedValue]
        ).map(\.session)
    }

    /// The practice page of the week containing today (the person's week, zone and day start).
    public func practicePage(owner: String) async throws -> PracticePageData {
        let instant = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let period = SprintPeriod.containing(preferences.today(at: instant), weekStart: preferences.weekStart, length: .oneWeek)
            let from = period.start.start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
            let to = period.end.adding(days: 1).start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
            let sessions = try Self.practiceSessions(owner: owner, from: from, to: to, db: db)
            var page = PracticePageData(
                period: period, timeZone: preferences.zone, sessions: sessions,
                total: PracticeTotal(sessions, in: preferences.zone, dayStartHour: preferences.dayStartHour))
            page.habits = try Self.activeHabits(owner: owner, db: db)
            return page
        }
    }
}

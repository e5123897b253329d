import AlmanacCore
import Foundation
import GRDB

// The data of each Lifts page, read in one transaction.

/// The Lifts home: today, the recent sessions with their sets, and the templates.
public struct LiftsHomePageData: Sendable {
    public var today: LocalDay
    public var sessions: [LiftSessionWithSets]
    public var templates: [LiftTemplate]
}

/// The record page: the session the set goes to (nil: today's, made when needed), the
/// templates, and the last set recorded (its lift and load are the form's defaults).
public struct LiftRecordPageData: Sendable {
    public var session: LiftSession?
    public var templates: [LiftTemplate]
    public var lastSet: LiftSet?
}

/// One set: its session, the set, and its stream (the page draws the trace from it).
public struct LiftSetPageData: Sendable {
    public var session: LiftSession
    public var set: LiftSet
    public var stream: String
}

/// A lift's load–velocity profile from every set of it.
public struct LiftProfilePageData: Sendable {
    public var report: LiftProfileReport
    /// How many sets the user has of each lift (for the lift picker).
    public var setsByKind: [LiftKind: Int]
}

/// One lift's default settings, and which lifts the user changed (for the lift picker).
public struct LiftSettingsPageData: Sendable {
    public var defaults: LiftDefaults
    public var all: [LiftDefaults]
}

extension AppDatabase {
    public func liftSettingsPage(owner: String, kind: LiftKind) async throws -> LiftSettingsPageData {
        try await read { db in
            let all = try Self.liftDefaults(owner: owner, db: db)
            return LiftSettingsPageData(defaults: all.first { $0.kind == kind } ?? .standard(owner: owner, kind: kind), all: all)
        }
    }

    public func liftsHomePage(owner: String) async throws -> LiftsHomePageData {
        let instant = now()
        return try await read { db in
            LiftsHomePageData(
                today: try Self.today(owner: owner, at: instant, db: db),
                sessions: try Self.liftSessions(owner: owner, limit: 30, db: db),
                templates: try Self.liftTemplates(owner: owner, db: db))
        }
    }

    public func liftRecordPage(owner: String, sessionId: String?) async throws -> LiftRecordPageData {
        try await read { db in
            LiftRecordPageData(
                session: try sessionId.map { try LiftSession.owned($0, by: owner, in: db, what: "session") },
                templates: try Self.liftTemplates(owner: owner, db: db),
                lastSet: try LiftSet.fetchOneReadable(
                    db, sql: "SELECT * FROM lift_sets WHERE owner_id = ? ORDER BY recorded_at DESC, id DESC LIMIT 1", arguments: [owner]))
        }
    }

    public func liftSessionPage(owner: String, id: String) async throws -> LiftSessionWithSets {
        try await liftSession(owner: owner, id: id)
    }

    public func liftSetPage(owner: String, id: String) async throws -> LiftSetPageData {
        try await read { db in
            let set = try LiftSet.owned(id, by: owner, in: db, what: "set")
            return LiftSetPageData(
                session: try LiftSession.owned(set.sessionId, by: owner, in: db, what: "session"), set: set,
                stream: try LiftStreamRecord.owned(id, by: owner, in: db, what: "stream").text())
        }
    }

    /// The profile of `kind`, at the user's minimum velocity for the lift (`minimumVelocity` overrides it).
    public func liftProfilePage(owner: String, kind: LiftKind, minimumVelocity: Double? = nil) async throws -> LiftProfilePageData {
        let threshold = try minimumVelocity.map { try Quantity.liftMinimumVelocity.check($0, field: "minimumVelocity") }
        return try await read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT lift_sets.id, lift_sets.load_kg, lift_sets.best_velocity, lift_sessions.day
                    FROM lift_sets JOIN lift_sessions ON lift_sessions.id = lift_sets.session_id
                    WHERE lift_sets.owner_id = ? AND lift_sets.kind = ? AND lift_sets.best_velocity IS NOT NULL
                    """, arguments: [owner, kind.rawValue])
            let points = rows.compactMap { row -> LiftProfilePoint? in
                guard let day = LocalDay(row["day"] as String) else { return nil }
                return LiftProfilePoint(setId: row["id"], day: day, loadKg: row["load_kg"], velocity: row["best_velocity"])
            }
            let counts = try Row.fetchAll(
                db, sql: "SELECT kind, COUNT(*) AS n FROM lift_sets WHERE owner_id = ? GROUP BY kind", arguments: [owner])
            var byKind: [LiftKind: Int] = [:]
            for row in counts {
                if let kind = LiftKind(rawValue: row["kind"]) { byKind[kind] = row["n"] }
            }
            let minimum = try threshold ?? Self.liftDefaults(owner: owner, kind: kind, db: db).minimumVelocity
            return LiftProfilePageData(
                report: LiftProfileReport(kind: kind, minimumVelocity: minimum, points: points), setsByKind: byKind)
        }
    }
}

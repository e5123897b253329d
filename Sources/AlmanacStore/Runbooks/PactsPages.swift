import AlmanacCore
import Foundation
import GRDB

/// /runbooks/pacts: every pact with the marks of the last `days` days, and the person's today and zone.
public struct PactsPageData: Sendable {
    public var today: LocalDay
    public var timeZone: TimeZone
    public var now: Date
    public var pacts: [PactWeek]

    public static let days = 7
    /// The days the page shows, oldest first, ending today.
    public var shownDays: [LocalDay] { (0..<Self.days).reversed().map { today.adding(days: -$0) } }
}

extension AppDatabase {
    public func pactsPage(owner: String) async throws -> PactsPageData {
        let instant = now()
        return try await read { db in
            let preferences = try Self.preferences(owner: owner, db: db)
            let today = preferences.today(at: instant)
            return PactsPageData(
                today: today, timeZone: preferences.zone, now: instant,
                pacts: try Self.pactWeeks(
                    owner: owner, from: today.adding(days: -(PactsPageData.days - 1)), through: today, at: instant, db: db))
        }
    }
}

import AlmanacCore
import Foundation
import GRDB

/// Food → Health data: the latest days, the sources in the order that decides, the imports made.
public struct HealthPageData: Sendable {
    /// The latest imported days, newest first.
    public var days: [HealthDayRecord]
    /// Every known source, in the order that decides overlaps.
    public var sources: [HealthSourceRecord]
    public var imports: [HealthImportRecord]
    /// What the ledger counts as burned today, and why (its basal source).
    public var burnedToday: EnergyBurned
    /// The expenditure learnt from the 28 days of logs and weigh-ins before today (nil: no data at all).
    public var expenditure: ExpenditureEstimate?
}

extension AppDatabase {
    public static let healthPageDays = 31

    public func healthPage(owner: String, today: LocalDay) async throws -> HealthPageData {
        try await read { db in
            let days = try HealthDayRecord.fetchReadable(
                db, sql: "SELECT * FROM health_days WHERE owner_id = ? ORDER BY day DESC LIMIT ?", arguments: [owner, Self.healthPageDays])
            let sources = try Self.healthSources(owner: owner, db: db)
            let placed = HealthSourceOrder(
                sources.filter { $0.position != nil }.sorted { ($0.position ?? 0, $0.name) < ($1.position ?? 0, $1.name) }.map(\.name))
            let names = placed.ordered(sources.map(\.name))
            let ordered = names.compactMap { name in sources.first { $0.name == name } }
            let imports = try HealthImportRecord.fetchReadable(
                db, sql: "SELECT * FROM health_imports WHERE owner_id = ? ORDER BY imported_at DESC LIMIT 5", arguments: [owner])
            // The ledger's figure for today, with the expenditure learnt from the 28 days before it
            // (`EnergyLedger.burned`: the same figure as the Food page, the API and the CLI).
            let burned = try Self.foodDays(owner: owner, days: [today], now: now(), db: db)[0].summary.burned
            return HealthPageData(days: days, sources: ordered, imports: imports, burnedToday: burned, expenditure: burned.learnt)
        }
    }
}

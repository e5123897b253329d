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
    /// The expenditure learnt from the last 28 days of logs and weigh-ins (nil: no data at all).
    public var expenditure: ExpenditureEstimate?
}

extension AppDatabase {
    public static let healthPageDays = 31

    public func healthPage(owner: String, today: LocalDay) async throws -> HealthPageData {
        try await read { db in
            let days = try HealthDayRecord.filter(Column("owner_id") == owner).order(Column("day").desc).limit(Self.healthPageDays)
                .fetchAll(db)
            let sources = try HealthSourceRecord.filter(Column("owner_id") == owner).fetchAll(db)
            let placed = HealthSourceOrder(
                sources.filter { $0.position != nil }.sorted { ($0.position ?? 0, $0.name) < ($1.position ?? 0, $1.name) }.map(\.name))
            let names = placed.ordered(sources.map(\.name))
            let ordered = names.compactMap { name in sources.first { $0.name == name } }
            let imports = try HealthImportRecord.filter(Column("owner_id") == owner).order(Column("imported_at").desc).limit(5).fetchAll(db)
            // The learnt expenditure: the window's logged intake and weigh-ins, with the ledger's own
            // figure (device or formula) averaged over the same days as the prior.
            let window = (0..<Expenditure.windowDays).map { today.adding(days: $0 - Expenditure.windowDays + 1) }
            let reports = try Self.foodDays(owner: owner, days: window, db: db)
            let intake = Dictionary(
                uniqueKeysWithValues: reports.compactMap { r in
                    r.summary.intake.entries.contains { $0.entry.kcalConsumed > 0 }
                        ? (r.summary.intake.day, r.summary.intake.consumedKcal) : nil
                })
            let byDay = Dictionary(grouping: try Self.weights(owner: owner, db: db), by: \.day).mapValues { list in
                list.map(\.kilograms).reduce(0, +) / Double(list.count)
            }
            let known = reports.map(\.summary.burned).filter { $0.basalSource != .unknown }
            let prior = known.isEmpty ? nil : known.map(\.totalKcal).reduce(0, +) / Double(known.count)
            return HealthPageData(
                days: days, sources: ordered, imports: imports, burnedToday: reports.last!.summary.burned,
                expenditure: Expenditure.estimate(on: today, intake: intake, weighIns: byDay, prior: prior))
        }
    }
}

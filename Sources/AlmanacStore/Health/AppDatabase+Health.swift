import AlmanacCore
import Foundation
import GRDB

/// What one import read and changed.
public struct HealthImportSummary: Codable, Equatable, Sendable {
    public var importId: String
    public var format: String
    public var fileName: String
    public var bytes: Int64
    public var records: Int
    /// Records read per kind name (`activeEnergy`: 1200, ...).
    public var recordsByKind: [String: Int]
    public var otherRecords: Int
    /// Records left out for lasting longer than their kind plausibly can (a day's steps over years).
    public var tooLongRecords: Int
    public var exactDuplicates: Int
    public var overlapping: Int
    public var days: Int
    /// Days whose figures were new or different (0 on a re-import of the same file).
    public var daysChanged: Int
    public var firstDay: LocalDay?
    public var lastDay: LocalDay?
}

extension AppDatabase {
    /// The owner's source order and day settings, for de-duplicating an import.
    public func healthImportSettings(owner: String) async throws -> (HealthSourceOrder, UserPreferences) {
        try await read { db in
            (try Self.healthSourceOrder(owner: owner, db: db), try Self.preferences(owner: owner, db: db))
        }
    }

    static func healthSourceOrder(owner: String, db: any StoreDatabase) throws -> HealthSourceOrder {
        let placed = try HealthSourceRecord.fetchReadable(
            db, sql: "SELECT * FROM health_sources WHERE owner_id = ? AND position IS NOT NULL ORDER BY position, name", arguments: [owner])
        return HealthSourceOrder(placed.map(\.name))
    }

    /// Every source the owner's figures came from, placed or not.
    static func healthSources(owner: String, db: any StoreDatabase) throws -> [HealthSourceRecord] {
        try HealthSourceRecord.fetchReadable(db, sql: "SELECT * FROM health_sources WHERE owner_id = ?", arguments: [owner])
    }

    /// The days one transaction of an import writes: other accounts' writes wait for one chunk
    /// (about 0.1 s), not for the whole import.
    public static let healthImportChunkDays = 92

    /// De-duplicates `reading` into days with the owner's order and day settings and writes them as
    /// one undoable action: new or changed days, and their active energy, resting energy and
    /// weigh-in as food-log events (a changed figure appends a correction of the earlier event,
    /// so the ledger counts each day once). Dietary energy is kept on the day only.
    ///
    /// The days are written `chunkDays` at a time, each chunk its own transaction, so other writers
    /// get in between; all chunks carry one change-log batch, so one undo takes the whole import
    /// back. An import stopped part way (the server stopped) keeps the chunks written, as that one
    /// undoable action; importing the file again writes the rest and leaves the written days as
    /// they are.
    public func importHealth(
        owner: String, reading: consuming HealthReading, fileName: String, format: HealthFile.Format,
        chunkDays: Int = healthImportChunkDays
    ) async throws
        -> HealthImportSummary
    {
        let (order, preferences) = try await healthImportSettings(owner: owner)
        // The samples move into the computation, which sorts them in place: a multi-GB export has
        // millions, and a second copy of them was most of the import's peak memory.
        let samples = reading.samples
        reading.samples = []
        let figures = copy reading  // what was read, for the summary (the samples moved out)
        let (days, stats) = HealthDays.compute(
            consume samples, sources: figures.sources, order: order, timeZone: preferences.zone, dayStartHour: preferences.dayStartHour)
        let name = String(fileName.prefix(200))
        let sourceNames = figures.sources
        let hasSleep = (figures.recordsByKind[.sleep] ?? 0) > 0
        let zone = preferences.zone
        let hour = preferences.dayStartHour
        let summaryText = "Imported \(figures.records) health records from “\(name)”"
        let batchId = UUIDv7.make(at: now())
        let chunkDays = max(1, chunkDays)
        var changed = 0
        var first = 0
        // Every chunk but the last; the last writes the import's own row with the summary.
        while days.count - first > chunkDays {
            // Between chunks: a server shutting down stops here, keeping the chunks committed.
            try Task.checkCancellation()
            let chunk = Array(days[first..<(first + chunkDays)])
            changed += try await write(owner: owner, batchId: batchId) { batch in
                batch.describe(summaryText)
                return try self.writeHealthDays(
                    chunk, owner: owner, sources: sourceNames, zone: zone, dayStartHour: hour, hasSleep: hasSleep, batch: &batch)
            }
            first += chunkDays
        }
        let last = Array(days[first...])
        let changedBefore = changed
        return try await write(owner: owner, batchId: batchId) { batch in
            let changed =
                changedBefore
                + (try self.writeHealthDays(
                    last, owner: owner, sources: sourceNames, zone: zone, dayStartHour: hour, hasSleep: hasSleep, batch: &batch))
            let summary = HealthImportSummary(
                importId: UUIDv7.make(at: batch.now), format: format.rawValue, fileName: name, bytes: figures.bytes,
                records: figures.records,
                recordsByKind: Dictionary(uniqueKeysWithValues: figures.recordsByKind.map { ($0.key.name, $0.value) }),
                otherRecords: figures.otherRecords, tooLongRecords: figures.tooLongRecords, exactDuplicates: stats.exactDuplicates,
                overlapping: stats.overlapping, days: days.count, daysChanged: changed, firstDay: days.first?.day, lastDay: days.last?.day)
            try batch.insert(
                HealthImportRecord(
                    id: summary.importId, ownerId: owner, fileName: name, format: format.rawValue, bytes: figures.bytes,
                    records: figures.records, duplicates: stats.exactDuplicates, days: days.count, daysChanged: changed,
                    firstDay: summary.firstDay?.description, lastDay: summary.lastDay?.description, importedAt: batch.now))
            batch.describe("\(summaryText) (\(changed) days changed)")
            return summary
        }
    }

    /// Writes `days` (new or changed ones) and their ledger events in `batch`; the number changed.
    func writeHealthDays(
        _ days: [HealthDay], owner: String, sources sourceNames: [String], zone: TimeZone, dayStartHour hour: Int,
        hasSleep: Bool, batch: inout ChangeBatch
    ) throws -> Int {
        guard let firstDay = days.first?.day, let lastDay = days.last?.day else { return 0 }
        let existing = Dictionary(
            try HealthDayRecord.fetchReadable(
                batch.db, sql: "SELECT * FROM health_days WHERE owner_id = ? AND day >= ? AND day <= ?",
                arguments: [owner, firstDay.description, lastDay.description]
            ).map { ($0.day, $0) },
            uniquingKeysWith: { a, _ in a })
        let known = Set(try Self.healthSources(owner: owner, db: batch.db).map(\.name))
        for source in sourceNames where !known.contains(source) {
            try batch.insert(HealthSourceRecord(id: UUIDv7.make(at: batch.now), ownerId: owner, name: source, position: nil))
        }
        var changed = 0
        for day in days {
            let key = day.day.description
            let noon = day.day.start(in: zone, dayStartHour: hour).addingTimeInterval(12 * 3600)
            var record =
                existing[key]
                ?? HealthDayRecord(
                    id: UUIDv7.make(at: batch.now), ownerId: owner, day: key, sources: "[]", updatedAt: batch.now)
            let before = record
            record.activeKcal = day.activeKcal ?? record.activeKcal
            record.basalKcal = day.basalKcal ?? record.basalKcal
            record.dietaryKcal = day.dietaryKcal ?? record.dietaryKcal
            record.steps = day.steps ?? record.steps
            if let kg = day.weightKg, let at = day.weighedAt {
                record.weightKg = kg
                record.weighedAt = Date(timeIntervalSince1970: Double(at))
            }
            // A file with sleep in it decides the sleep of its days, also where it now has none
            // (a night once split at midnight left an evening with part of it).
            record.sleepMinutes = hasSleep ? day.sleepMinutes : record.sleepMinutes
            record.restingHeartRate = day.restingHeartRate ?? record.restingHeartRate
            record.heartRateVariabilityMs = day.heartRateVariabilityMs ?? record.heartRateVariabilityMs
            record.workoutMinutes = day.workoutMinutes ?? record.workoutMinutes
            let mergedSources = day.sources + record.sourceList.filter { !day.sources.contains($0) }
            record.sources = String(decoding: try JSONEncoder.almanac.encode(mergedSources), as: UTF8.self)
            // The ledger's events: a new one, or a correction when the figure moved.
            func ledger(_ value: Double?, old: Double?, event: String?, entry: (Double) -> LedgerEntry, at: Date, oldAt: Date?) throws
                -> String?
            {
                guard let value, entry(value).isWithinRange else { return event }
                if let event {
                    if value == old && at == oldAt { return event }
                    _ = try appendEvent(&batch, kind: .correction, refersTo: event, entry: entry(value), occurredAt: at)
                    return event
                }
                return try appendEvent(&batch, kind: .record, entry: entry(value), occurredAt: at).id
            }
            // Active energy carries the spans the device measured, so an activity logged by hand
            // counts only for the minutes outside them; an event from before spans were kept is
            // corrected to carry them.
            let spans = day.activeSpans
            var activeOld = before.activeKcal
            if let id = before.activeEventId, day.activeKcal == activeOld,
                case .activeEnergy(_, let stored) = try Self.effectiveEvent(owner: owner, id: id, db: batch.db).entry, stored != spans
            {
                activeOld = nil
            }
            record.activeEventId = try ledger(
                day.activeKcal, old: activeOld, event: before.activeEventId, entry: { .activeEnergy(kcal: $0, measured: spans) },
                at: noon, oldAt: noon)
            record.basalEventId = try ledger(
                day.basalKcal, old: before.basalKcal, event: before.basalEventId, entry: { .basalEnergy(kcal: $0) }, at: noon,
                oldAt: noon)
            if let weighedAt = record.weighedAt {
                record.weightEventId = try ledger(
                    day.weightKg, old: before.weightKg, event: before.weightEventId, entry: { .weight(kilograms: $0) },
                    at: weighedAt, oldAt: before.weighedAt)
            }
            var compared = record
            compared.updatedAt = before.updatedAt
            guard compared != before || existing[key] == nil else { continue }
            changed += 1
            record.updatedAt = batch.now
            if existing[key] == nil { try batch.insert(record) } else { try batch.update(record) }
        }
        return changed
    }

    /// The owner's health days from `from` to `to` (inclusive), oldest first.
    public func healthDays(owner: String, from: LocalDay, to: LocalDay) async throws -> [HealthDayRecord] {
        try await read { db in try Self.healthDays(owner: owner, from: from, to: to, db: db) }
    }

    static func healthDays(owner: String, from: LocalDay, to: LocalDay, db: any StoreDatabase) throws -> [HealthDayRecord] {
        try HealthDayRecord.fetchReadable(
            db, sql: "SELECT * FROM health_days WHERE owner_id = ? AND day >= ? AND day <= ? ORDER BY day",
            arguments: [owner, from.description, to.description])
    }

    /// Moves `name` one place up (or down) in the owner's source order; every known source gets a
    /// place, in the order shown, so the list the user sees is the list that decides.
    public func moveHealthSource(owner: String, id: String, up: Bool) async throws {
        try await write(owner: owner) { batch in
            let source = try HealthSourceRecord.owned(id, by: owner, in: batch.db, what: "source")
            let all = try Self.healthSources(owner: owner, db: batch.db)
            let order = try Self.healthSourceOrder(owner: owner, db: batch.db)
            var names = order.ordered(all.map(\.name))
            guard let index = names.firstIndex(of: source.name) else { return }
            let target = up ? index - 1 : index + 1
            guard names.indices.contains(target) else { return }
            names.swapAt(index, target)
            for var record in all {
                let position = names.firstIndex(of: record.name)
                guard record.position != position else { continue }
                record.position = position
                try batch.update(record)
            }
            batch.describe("Moved “\(source.name)” \(up ? "up" : "down") in the health sources")
        }
    }
}

extension AppDatabase {
    /// Reads the health file at `url` (streaming) and imports it: nothing is written when the file
    /// cannot be read to its end.
    public func importHealthFile(
        owner: String, url: URL, fileName: String, progress: @escaping (Int64, Int64) -> Void = { _, _ in }
    ) async throws -> HealthImportSummary {
        let (reading, format) = try HealthFile.read(url, progress: progress)
        return try await importHealth(owner: owner, reading: consume reading, fileName: fileName, format: format)
    }
}

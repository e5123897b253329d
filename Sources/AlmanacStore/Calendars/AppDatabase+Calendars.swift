import AlmanacCore
import Foundation
import GRDB

/// What one fetch of a calendar's address brought.
public enum CalendarFetchResult: Sendable {
    /// New text, with the validators to send next time.
    case fetched(text: String, etag: String?, lastModified: String?)
    /// 304: the calendar is as it was.
    case notModified
    /// The fetch failed; the message is shown on the calendars page.
    case failed(String)
}

/// A calendar the fetch service should fetch now.
public struct CalendarDue: Sendable, Equatable {
    public var id: String
    public var ownerId: String
    public var url: String
    public var etag: String?
    public var lastModified: String?
}

extension AppDatabase {
    /// How often a calendar's address is fetched.
    public static let calendarFetchInterval: TimeInterval = 30 * 60
    /// How often the cached instances are expanded again from the stored text (the window moves).
    public static let calendarExpansionInterval: TimeInterval = 24 * 3600
    /// Calendars one person may have.
    public static let maxCalendars = 50

    // MARK: Writes the person makes (undoable)

    /// Adds a calendar read from `url` (http, https or webcal); the fetch service reads it within a minute.
    public func addCalendar(owner: String, name: String?, url: String, color: String? = nil) async throws -> CalendarSummary {
        let url = try CalendarSource.url(url)
        let host = URL(string: url)?.host ?? "Calendar"
        let name = try Validate.title((name ?? "").isEmpty ? host : name ?? host, field: "name", max: Limits.nameLength)
        let color = try HexColor.parse(color)
        return try await write(owner: owner) { batch in
            let record = try Self.newCalendar(owner: owner, name: name, color: color, batch: batch) { $0.url = url }
            batch.describe("Added the calendar “\(name)”")
            try batch.insert(record)
            return CalendarSummary(record, expansion: nil)
        }
    }

    /// Adds a calendar read from an uploaded `.ics` file; a file that is no iCalendar is refused
    /// (field `file`) and nothing is written.
    public func addCalendar(owner: String, name: String?, fileName: String, text: String, color: String? = nil) async throws
        -> CalendarSummary
    {
        let color = try HexColor.parse(color)
        let zone = try await read { db in try Self.preferences(owner: owner, db: db).zone }
        let parsed = try ICalendarFile.parse(text, person: zone)
        let fallback = parsed.name ?? (fileName.hasSuffix(".ics") ? String(fileName.dropLast(4)) : fileName)
        let name = try Validate.title(
            (name ?? "").trimmingCharacters(in: .whitespaces).isEmpty ? String(fallback.prefix(Limits.nameLength)) : name ?? "",
            field: "name", max: Limits.nameLength)
        let fileName = String(try Validate.line(fileName, field: "file", max: Limits.nameLength).prefix(Limits.nameLength))
        let now = now()
        let window = CalendarSource.window(around: now)
        let occurrences = CalendarExpansion.occurrences(of: parsed, from: window.from, to: window.to, person: zone)
        return try await write(owner: owner) { batch in
            let record = try Self.newCalendar(owner: owner, name: name, color: color, batch: batch) {
                $0.fileName = fileName
                $0.sourceText = text
                $0.fetchedAt = batch.now
            }
            batch.describe("Added the calendar “\(name)” from \(fileName)")
            try batch.insert(record)
            let expansion = try Self.storeExpansion(
                of: record, file: parsed, occurrences: occurrences, window: window, zone: zone, at: batch.now, db: batch.db)
            return CalendarSummary(record, expansion: expansion)
        }
    }

    static func newCalendar(
        owner: String, name: String, color: String?, batch: ChangeBatch, _ fill: (inout CalendarRecord) -> Void
    ) throws -> CalendarRecord {
        let count = try Int.fetchOne(batch.db, sql: "SELECT count(*) FROM calendars WHERE owner_id = ?", arguments: [owner]) ?? 0
        guard count < maxCalendars else { throw AlmanacError.conflict("You have \(maxCalendars) calendars, the most one person may have.") }
        var record = CalendarRecord(
            id: UUIDv7.make(at: batch.now), ownerId: owner, name: name, url: nil, fileName: nil,
            color: color ?? CalendarSource.colors[count % CalendarSource.colors.count], sourceText: nil, etag: nil, lastModified: nil,
            fetchedAt: nil, lastError: nil, createdAt: batch.now)
        fill(&record)
        return record
    }

    /// Renames a calendar or changes its colour; nil leaves a field as it is.
    public func updateCalendar(owner: String, id: String, name: String? = nil, color: String? = nil) async throws -> CalendarSummary {
        let name = try name.map { try Validate.title($0, field: "name", max: Limits.nameLength) }
        let color = try HexColor.parse(color)
        return try await write(owner: owner) { batch in
            var record = try CalendarRecord.owned(id, by: owner, in: batch.db, what: "calendar")
            batch.describe("Changed the calendar “\(name ?? record.name)”")
            record.name = name ?? record.name
            record.color = color ?? record.color
            try batch.update(record)
            return CalendarSummary(
                record,
                expansion: try CalendarExpansionRecord.fetchOneReadable(
                    batch.db, sql: "SELECT * FROM calendar_expansions WHERE calendar_id = ?", arguments: [id]))
        }
    }

    /// Removes a calendar and its meetings (undo brings the calendar back; its meetings are read again).
    public func removeCalendar(owner: String, id: String) async throws {
        try await write(owner: owner) { batch in
            let record = try CalendarRecord.owned(id, by: owner, in: batch.db, what: "calendar")
            batch.describe("Removed the calendar “\(record.name)”")
            try batch.delete(record)
        }
    }

    // MARK: Fetching and the cache (the server's own writes, not the person's)

    /// Calendars with an address that were not fetched in the last `calendarFetchInterval`.
    public func calendarsDue(now: Date) async throws -> [CalendarDue] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, owner_id, url, etag, last_modified FROM calendars
                    WHERE url IS NOT NULL AND (fetched_at IS NULL OR fetched_at < ?) ORDER BY fetched_at IS NOT NULL, fetched_at
                    """, arguments: [now.addingTimeInterval(-Self.calendarFetchInterval)]
            ).map { row in
                CalendarDue(id: row["id"], ownerId: row["owner_id"], url: row["url"], etag: row["etag"], lastModified: row["last_modified"])
            }
        }
    }

    /// The calendar `id` of `owner` to fetch now ("fetch now"), whatever its last fetch.
    public func calendarToFetch(owner: String, id: String) async throws -> CalendarDue {
        try await read { db in
            let record = try CalendarRecord.owned(id, by: owner, in: db, what: "calendar")
            guard let url = record.url else {
                throw AlmanacError.conflict("“\(record.name)” was read from a file; upload it again to change it.")
            }
            return CalendarDue(id: record.id, ownerId: owner, url: url, etag: record.etag, lastModified: record.lastModified)
        }
    }

    /// Keeps what a fetch brought: new text is read and its instances cached; a failure keeps the
    /// earlier text and meetings and shows the error. A text that is no iCalendar is a failure.
    public func storeCalendarFetch(owner: String, id: String, result: CalendarFetchResult) async throws {
        let now = now()
        switch result {
        case .fetched(let text, let etag, let lastModified):
            let zone = try await read { db in try Self.preferences(owner: owner, db: db).zone }
            let parsed: ICalendarFile
            do {
                parsed = try ICalendarFile.parse(text, person: zone)
            } catch {
                return try await storeCalendarFetch(owner: owner, id: id, result: .failed(error.message))
            }
            let window = CalendarSource.window(around: now)
            let occurrences = CalendarExpansion.occurrences(of: parsed, from: window.from, to: window.to, person: zone)
            try await writeUnlogged { db in
                guard var record = try CalendarRecord.existing(id, by: owner, in: db) else { return }
                record.sourceText = text
                record.etag = etag
                record.lastModified = lastModified
                record.fetchedAt = now
                record.lastError = nil
                try record.update(db)
                _ = try Self.storeExpansion(of: record, file: parsed, occurrences: occurrences, window: window, zone: zone, at: now, db: db)
            }
        case .notModified, .failed:
            var failure: String?
            if case .failed(let text) = result { failure = String(text.prefix(500)) }
            let message = failure
            try await writeUnlogged { db in
                try db.execute(
                    sql: "UPDATE calendars SET fetched_at = ?, last_error = ? WHERE id = ? AND owner_id = ?",
                    arguments: [now, message, id, owner])
            }
        }
    }

    /// Calendars whose cached instances are missing (after an undo or a restore), older than a
    /// day, or made for another time zone: the ids with their owners.
    public func calendarsToExpand(now: Date) async throws -> [(id: String, owner: String)] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT c.id, c.owner_id FROM calendars c JOIN users u ON u.id = c.owner_id
                    LEFT JOIN calendar_expansions e ON e.calendar_id = c.id
                    WHERE c.source_text IS NOT NULL AND (e.calendar_id IS NULL OR e.expanded_at < ? OR e.time_zone <> u.time_zone)
                    """, arguments: [now.addingTimeInterval(-Self.calendarExpansionInterval)]
            ).map { (id: $0["id"], owner: $0["owner_id"]) }
        }
    }

    /// Expands a calendar's stored text again for the window around now.
    public func expandCalendar(owner: String, id: String) async throws {
        let (record, zone) = try await read { db in
            (try CalendarRecord.owned(id, by: owner, in: db, what: "calendar"), try Self.preferences(owner: owner, db: db).zone)
        }
        guard let text = record.sourceText else { return }
        let now = now()
        let window = CalendarSource.window(around: now)
        let parsed = (try? ICalendarFile.parse(text, person: zone)) ?? ICalendarFile(name: nil, events: [], skipped: ["unreadable"])
        let occurrences = CalendarExpansion.occurrences(of: parsed, from: window.from, to: window.to, person: zone)
        try await writeUnlogged { db in
            guard try CalendarRecord.isOwned(id, by: owner, in: db) else { return }
            _ = try Self.storeExpansion(of: record, file: parsed, occurrences: occurrences, window: window, zone: zone, at: now, db: db)
        }
    }

    static func storeExpansion(
        of record: CalendarRecord, file: ICalendarFile, occurrences: [CalendarOccurrence], window: (from: Date, to: Date),
        zone: TimeZone, at now: Date, db: any StoreDatabase
    ) throws -> CalendarExpansionRecord {
        try db.execute(sql: "DELETE FROM calendar_events WHERE owner_id = ? AND calendar_id = ?", arguments: [record.ownerId, record.id])
        for occurrence in occurrences {
            try CalendarEventRecord(
                id: UUIDv7.make(at: now), ownerId: record.ownerId, calendarId: record.id, uid: String(occurrence.uid.prefix(500)),
                title: String(occurrence.title.prefix(Limits.titleLength)),
                location: String(occurrence.location.prefix(Limits.titleLength)),
                startAt: occurrence.start, endAt: occurrence.end, allDay: occurrence.allDay, startDay: occurrence.startDay,
                endDay: occurrence.endDay, busy: occurrence.busy
            ).insert(db)
        }
        let expansion = CalendarExpansionRecord(
            calendarId: record.id, ownerId: record.ownerId, expandedAt: now, windowFrom: window.from, windowTo: window.to,
            timeZone: zone.identifier, events: file.events.count, skipped: file.skippedCount,
            skippedReason: file.skipped.first.map { String($0.prefix(300)) })
        try expansion.save(db)
        return expansion
    }

    // MARK: Reads

    public func calendars(owner: String) async throws -> [CalendarSummary] {
        try await read { db in try Self.calendars(owner: owner, db: db) }
    }

    static func calendars(owner: String, db: any StoreDatabase) throws -> [CalendarSummary] {
        let records = try CalendarRecord.fetchReadable(
            db, sql: "SELECT * FROM calendars WHERE owner_id = ? ORDER BY name COLLATE NOCASE, id", arguments: [owner])
        let expansions = Dictionary(
            try CalendarExpansionRecord.fetchReadable(db, sql: "SELECT * FROM calendar_expansions WHERE owner_id = ?", arguments: [owner])
                .map { ($0.calendarId, $0) }, uniquingKeysWith: { first, _ in first })
        return records.map { CalendarSummary($0, expansion: expansions[$0.id]) }
    }

    public func calendar(owner: String, id: String) async throws -> CalendarSummary {
        try await read { db in
            let record = try CalendarRecord.owned(id, by: owner, in: db, what: "calendar")
            return CalendarSummary(
                record,
                expansion: try CalendarExpansionRecord.fetchOneReadable(
                    db, sql: "SELECT * FROM calendar_expansions WHERE calendar_id = ?", arguments: [id]))
        }
    }

    /// The owner's busy meetings (every calendar, free ones left out) that overlap `from..<to`,
    /// sorted by start: what the day grid draws. Reads the cached instances (index
    /// `calendar_events_owner_start`), a window from 8 weeks back to 26 weeks ahead of the last
    /// expansion; outside it, nothing.
    public func busyIntervals(owner: String, from: Date, to: Date) async throws -> [CalendarMeeting] {
        try await read { db in try Self.meetings(owner: owner, calendarId: nil, from: from, to: to, busyOnly: true, db: db) }
    }

    static func meetings(owner: String, calendarId: String?, from: Date, to: Date, busyOnly: Bool, db: any StoreDatabase) throws
        -> [CalendarMeeting]
    {
        guard from < to else { return [] }
        let calendars = Dictionary(
            try CalendarRecord.fetchReadable(
                db, sql: "SELECT id, owner_id, name, color, created_at FROM calendars WHERE owner_id = ?", arguments: [owner]
            ).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var sql = """
            SELECT * FROM calendar_events WHERE owner_id = ? AND start_at < ? AND end_at >= ?
            """
        var arguments: StatementArguments = [owner, to.storedValue, from.storedValue]
        if let calendarId {
            sql += " AND calendar_id = ?"
            _ = arguments.append(contentsOf: [calendarId])
        }
        if busyOnly { sql += " AND busy = 1" }
        sql += " ORDER BY start_at, end_at, title"
        return try CalendarEventRecord.fetchReadable(db, sql: sql, arguments: arguments).compactMap { event in
            // An instance of no length at the window's start counts; one ending there does not.
            guard event.endAt > from || (event.endAt == event.startAt && event.startAt >= from) else { return nil }
            guard let calendar = calendars[event.calendarId] else { return nil }
            return CalendarMeeting(event, calendar: calendar)
        }
    }

    /// One calendar's meetings (free ones too) in `from..<to`, at most `CalendarSource.maxQueryDays`
    /// long: from the cache inside its window, else expanded from the stored text.
    public func calendarEvents(owner: String, id: String, from: Date, to: Date) async throws -> [CalendarMeeting] {
        guard from < to else { throw AlmanacError.invalid("to", "to must be after from.") }
        guard to.timeIntervalSince(from) <= Double(CalendarSource.maxQueryDays) * 86_400 else {
            throw AlmanacError.invalid("to", "Ask for at most \(CalendarSource.maxQueryDays) days at a time.")
        }
        // One read: the stored expansion when it covers the window, else the calendar's own text.
        return try await read { db in
            let record = try CalendarRecord.owned(id, by: owner, in: db, what: "calendar")
            let expansion = try CalendarExpansionRecord.fetchOneReadable(
                db, sql: "SELECT * FROM calendar_expansions WHERE calendar_id = ?", arguments: [id])
            let zone = try Self.preferences(owner: owner, db: db).zone
            if let expansion, expansion.windowFrom <= from, to <= expansion.windowTo, expansion.timeZone == zone.identifier {
                return try Self.meetings(owner: owner, calendarId: id, from: from, to: to, busyOnly: false, db: db)
            }
            guard let text = record.sourceText, let parsed = try? ICalendarFile.parse(text, person: zone) else { return [] }
            return CalendarExpansion.occurrences(of: parsed, from: from, to: to, person: zone).map { CalendarMeeting($0, calendar: record) }
        }
    }
}

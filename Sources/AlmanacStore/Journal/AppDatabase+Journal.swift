import AlmanacCore
import Foundation
import GRDB

/// The journal's writes and queries. Entries are written through `write(owner:)`, so each is in
/// the change log and undoable; their photos are day photos (`addPhotos`) linked to the entry.
extension AppDatabase {
    /// Entries per page of the timeline; "Older" shows the next ones.
    public static let journalPageSize = 20

    // MARK: Entries

    /// The checked row values of `input`, for `owner` whose today is `today`.
    static func checkedEntry(_ input: JournalEntryInput, today: LocalDay) throws -> (
        text: String, tags: [String], location: String?, day: LocalDay
    ) {
        guard let zone = TimeZone(identifier: input.timeZone) else {
            throw AlmanacError.invalid("timeZone", "\(input.timeZone) is not a known IANA time zone (e.g. Europe/Berlin).")
        }
        let text = try JournalRules.text(input.text)
        let tags = try JournalRules.tags(input.tags)
        let location = try JournalRules.location(input.location)
        let day = LocalDay(containing: input.writtenAt, in: zone)
        try JournalRules.checkNotFuture(day, today: today)
        return (text, tags, location, day)
    }

    static func userToday(owner: String, db: any StoreDatabase, at time: Date) throws -> (User, LocalDay) {
        guard let user = try User.find(owner, db: db) else { throw AlmanacError.notFound("No such user.") }
        return (user, user.preferences.today(at: time))
    }

    /// Writes a new entry. A second daily review for one day is refused (edit the first).
    @discardableResult
    public func addJournalEntry(owner: String, _ input: JournalEntryInput) async throws -> JournalEntry {
        try await write(owner: owner) { batch in
            let record = try Self.insertEntry(owner: owner, input, sourceId: nil, batch: batch)
            batch.describe("Wrote the journal entry “\(JournalEntry(record, photos: []).headline)”")
            try Self.deleteDraft(owner: owner, entryId: nil, db: batch.db)
            return JournalEntry(record, photos: [])
        }
    }

    static func insertEntry(owner: String, _ input: JournalEntryInput, sourceId: String?, batch: ChangeBatch) throws -> JournalEntryRecord {
        let (_, today) = try userToday(owner: owner, db: batch.db, at: batch.now)
        let checked = try checkedEntry(input, today: today)
        if input.template == .dailyReview, try dailyReview(owner: owner, day: checked.day, db: batch.db) != nil {
            throw AlmanacError.conflict("\(checked.day) already has its daily review; edit that entry instead.")
        }
        let record = JournalEntryRecord(
            id: UUIDv7.make(at: batch.now), ownerId: owner, writtenAt: input.writtenAt, timeZone: input.timeZone,
            day: checked.day.description, text: checked.text, tags: jsonText(checked.tags), mood: input.mood?.rawValue,
            location: checked.location, template: input.template?.rawValue, sourceId: sourceId, createdAt: batch.now,
            updatedAt: batch.now)
        try batch.insert(record)
        return record
    }

    @discardableResult
    public func updateJournalEntry(owner: String, id: String, _ input: JournalEntryInput) async throws -> JournalEntry {
        try await write(owner: owner) { batch in
            var record = try JournalEntryRecord.owned(id, by: owner, in: batch.db, what: "journal entry")
            let (_, today) = try Self.userToday(owner: owner, db: batch.db, at: batch.now)
            let checked = try Self.checkedEntry(input, today: today)
            if input.template == .dailyReview, let other = try Self.dailyReview(owner: owner, day: checked.day, db: batch.db),
                other.id != id
            {
                throw AlmanacError.conflict("\(checked.day) already has its daily review; edit that entry instead.")
            }
            record.writtenAt = input.writtenAt
            record.timeZone = input.timeZone
            record.day = checked.day.description
            record.text = checked.text
            record.tags = jsonText(checked.tags)
            record.mood = input.mood?.rawValue
            record.location = checked.location
            record.template = input.template?.rawValue
            record.updatedAt = batch.now
            try batch.update(record)
            try Self.deleteDraft(owner: owner, entryId: id, db: batch.db)
            let entry = try Self.entries([record], db: batch.db)[0]
            batch.describe("Changed the journal entry “\(entry.headline)”")
            return entry
        }
    }

    /// Deletes an entry and its photo links (undoable; the photos stay on their day).
    @discardableResult
    public func deleteJournalEntry(owner: String, id: String) async throws -> JournalEntry {
        try await write(owner: owner) { batch in
            let record = try JournalEntryRecord.owned(id, by: owner, in: batch.db, what: "journal entry")
            let entry = try Self.entries([record], db: batch.db)[0]
            for link in try JournalPhotoRecord.fetchReadable(
                batch.db, sql: "SELECT * FROM journal_photos WHERE owner_id = ? AND entry_id = ?", arguments: [owner, id])
            {
                try batch.delete(link)
            }
            try batch.delete(record)
            try Self.deleteDraft(owner: owner, entryId: id, db: batch.db)
            batch.describe("Deleted the journal entry “\(entry.headline)”")
            return entry
        }
    }

    public func journalEntry(owner: String, id: String) async throws -> JournalEntry {
        try await read { db in try Self.journalEntry(owner: owner, id: id, db: db) }
    }

    static func journalEntry(owner: String, id: String, db: any StoreDatabase) throws -> JournalEntry {
        try entries([JournalEntryRecord.owned(id, by: owner, in: db, what: "journal entry")], db: db)[0]
    }

    /// Entries newest first, after the entry `before` (the last one of the previous page) if given.
    public func journalEntries(owner: String, filter: JournalFilter = .init(), before: String? = nil, limit: Int = journalPageSize)
        async throws -> [JournalEntry]
    {
        try await read { db in try Self.journalEntries(owner: owner, filter: filter, before: before, limit: limit, db: db) }
    }

    static func journalEntries(owner: String, filter: JournalFilter, before: String?, limit: Int, db: any StoreDatabase) throws
        -> [JournalEntry]
    {
        var (conditions, arguments) = filterSQL(owner: owner, filter: filter)
        if let before {
            let cursor = try JournalEntryRecord.owned(before, by: owner, in: db, what: "journal entry")
            conditions.append("(e.written_at, e.id) < (?, ?)")
            arguments += [cursor.writtenAt, cursor.id]
        }
        arguments += [max(1, min(limit, 500))]
        let records = try JournalEntryRecord.fetchReadable(
            db,
            sql:
                "SELECT e.* FROM journal_entries e WHERE \(conditions.joined(separator: " AND ")) ORDER BY e.written_at DESC, e.id DESC LIMIT ?",
            arguments: StatementArguments(arguments.map(\.databaseValue)))
        return try entries(records, db: db)
    }

    static func filterSQL(owner: String, filter: JournalFilter) -> ([String], [any DatabaseValueConvertible]) {
        var conditions = ["e.owner_id = ?"]
        var arguments: [any DatabaseValueConvertible] = [owner]
        if let tag = filter.tag {
            // A tag list that is not JSON (written by a damaged version) has no tags rather than failing the read.
            conditions.append("EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(e.tags) THEN e.tags ELSE '[]' END) WHERE value = ?)")
            arguments.append(tag)
        }
        if let mood = filter.mood {
            conditions.append("e.mood = ?")
            arguments.append(mood.rawValue)
        }
        if filter.withPhotos { conditions.append("EXISTS (SELECT 1 FROM journal_photos p WHERE p.entry_id = e.id)") }
        if let day = filter.day {
            conditions.append("e.day = ?")
            arguments.append(day.description)
        }
        return (conditions, arguments)
    }

    /// Records with their photos, read with one more statement whatever their number.
    static func entries(_ records: [JournalEntryRecord], db: any StoreDatabase) throws -> [JournalEntry] {
        guard let owner = records.first?.ownerId else { return [] }
        let ids = records.map(\.id)
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT l.entry_id AS link_entry_id, p.* FROM journal_photos l
                JOIN day_photos p ON p.id = l.photo_id AND p.owner_id = l.owner_id
                WHERE l.owner_id = ? AND l.entry_id IN (\(databaseQuestionMarks(count: ids.count))) ORDER BY p.created_at, p.id
                """, arguments: StatementArguments([owner] + ids))
        var photos: [String: [DayPhoto]] = [:]
        for row in rows {
            let entryId: String = row["link_entry_id"]
            photos[entryId, default: []].append(try DayPhotoRecord(row: row).photo)
        }
        return records.map { JournalEntry($0, photos: photos[$0.id] ?? []) }
    }

    /// Every tag the user has used, most used first (the filter's choices).
    static func journalTags(owner: String, db: any StoreDatabase) throws -> [String] {
        try String.fetchAll(
            db,
            sql: """
                SELECT t.value FROM journal_entries e, json_each(CASE WHEN json_valid(e.tags) THEN e.tags ELSE '[]' END) t
                WHERE e.owner_id = ? AND t.type = 'text'
                GROUP BY t.value ORDER BY COUNT(*) DESC, t.value LIMIT 100
                """, arguments: [owner])
    }

    // MARK: Search

    /// Full-text search over text and tags (every word, as a prefix), best matches first, each
    /// with a snippet whose matches are marked (see `JournalSnippet`).
    public func searchJournal(owner: String, query: String, filter: JournalFilter = .init(), limit: Int = 50) async throws
        -> [JournalSearchHit]
    {
        try await read { db in try Self.searchJournal(owner: owner, query: query, filter: filter, limit: limit, db: db) }
    }

    static func searchJournal(owner: String, query: String, filter: JournalFilter, limit: Int, db: any StoreDatabase) throws
        -> [JournalSearchHit]
    {
        guard let match = JournalSearchQuery.match(query) else { return [] }
        var (conditions, arguments) = filterSQL(owner: owner, filter: filter)
        let postgres = db.dialect == .postgres
        let sql: String
        if postgres {
            // The GIN index's expression; ts_rank for FTS5's rank; ts_headline for snippet().
            let document = PostgresSQL.searchDocument("e.text || ' ' || e.tags")
            conditions.append("\(document) @@ q")
            let search: [any DatabaseValueConvertible] = [
                PostgresSQL.snippetOptions, PostgresSQL.prefixQuery(JournalSearchQuery.words(query)),
            ]
            arguments = search + arguments
            sql = """
                SELECT e.*, ts_headline('simple', e.text, q, ?) AS marked_snippet
                FROM to_tsquery('simple', ?) AS q, journal_entries e
                WHERE \(conditions.joined(separator: " AND "))
                ORDER BY ts_rank(\(document), q) DESC, e.written_at DESC LIMIT ?
                """
        } else {
            conditions.append("journal_search MATCH ?")
            conditions.append("s.owner_id = ?")
            arguments += [match, owner]
            sql = """
                SELECT e.*, snippet(journal_search, 2, char(57344), char(57345), '…', 16) AS marked_snippet
                FROM journal_search s JOIN journal_entries e ON e.id = s.entry_id
                WHERE \(conditions.joined(separator: " AND ")) ORDER BY s.rank, e.written_at DESC LIMIT ?
                """
        }
        arguments.append(max(1, min(limit, 200)))
        let rows = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments.map(\.databaseValue)))
        let records = try rows.map { try JournalEntryRecord(row: $0) }
        let entries = try Self.entries(records, db: db)
        return zip(entries, rows).map { entry, row in
            let stored: String = row["marked_snippet"] ?? ""
            let marked = postgres ? PostgresSQL.ellipsized(stored, of: entry.text) : stored
            var snippet = JournalSnippet(marked: marked)
            // A match in the tags only: show the start of the text, the tags say why it matched.
            if snippet.pieces.isEmpty {
                snippet = JournalSnippet(pieces: [.init(text: String(entry.text.prefix(160)), highlighted: false)])
            }
            return JournalSearchHit(entry: entry, snippet: snippet)
        }
    }

    // MARK: Calendar

    /// The number of entries of each day of `month` (`YYYY-MM`).
    static func journalDayCounts(owner: String, year: Int, month: Int, db: any StoreDatabase) throws -> [LocalDay: Int] {
        let prefix = String(format: "%04d-%02d-", year, month)
        let rows = try Row.fetchAll(
            db,
            sql: "SELECT day, COUNT(*) AS n FROM journal_entries WHERE owner_id = ? AND day >= ? AND day < ? GROUP BY day",
            arguments: [owner, prefix + "01", prefix + "99"])
        var counts: [LocalDay: Int] = [:]
        for row in rows {
            if let day = LocalDay(row["day"] as String) { counts[day] = row["n"] }
        }
        return counts
    }

    // MARK: Templates

    public func journalTemplates(owner: String) async throws -> [JournalTemplate] {
        try await read { db in try Self.journalTemplates(owner: owner, db: db) }
    }

    static func journalTemplates(owner: String, db: any StoreDatabase) throws -> [JournalTemplate] {
        let saved = try JournalTemplateRecord.fetchReadable(
            db, sql: "SELECT * FROM journal_templates WHERE owner_id = ?", arguments: [owner])
        return JournalTemplateKind.allCases.map { kind in
            if let record = saved.first(where: { $0.kind == kind.rawValue }) {
                return JournalTemplate(kind: kind, text: record.text, isEdited: true)
            }
            return JournalTemplate(kind: kind, text: kind.standardText, isEdited: false)
        }
    }

    /// Saves the user's text of a template (blank puts the standard text back).
    @discardableResult
    public func saveJournalTemplate(owner: String, kind: JournalTemplateKind, text: String) async throws -> JournalTemplate {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try Validate.notes(trimmed, field: "text")
        return try await write(owner: owner) { batch in
            let existing = try JournalTemplateRecord.fetchOneReadable(
                batch.db, sql: "SELECT * FROM journal_templates WHERE owner_id = ? AND kind = ? LIMIT 1", arguments: [owner, kind.rawValue])
            batch.describe("Changed the \(kind.title.lowercased()) template")
            if trimmed.isEmpty {
                if let existing { try batch.delete(existing) }
                return JournalTemplate(kind: kind, text: kind.standardText, isEdited: false)
            }
            if var existing {
                existing.text = trimmed + "\n"
                existing.updatedAt = batch.now
                try batch.update(existing)
            } else {
                try batch.insert(
                    JournalTemplateRecord(
                        id: UUIDv7.make(at: batch.now), ownerId: owner, kind: kind.rawValue, text: trimmed + "\n", updatedAt: batch.now))
            }
            return JournalTemplate(kind: kind, text: trimmed + "\n", isEdited: true)
        }
    }

    // MARK: Drafts

    /// Keeps the editor's fields (of a new entry when `entryId` is nil). Not in the change log.
    @discardableResult
    public func saveJournalDraft(owner: String, entryId: String?, _ draft: JournalDraft) async throws -> JournalDraft {
        guard draft.text.utf8.count <= JournalRules.maximumTextBytes * 2 else {
            throw AlmanacError.invalid("text", "An entry holds at most 1 MB of text; this draft is larger.")
        }
        let time = now()
        return try await writeUnlogged { db in
            if let entryId { _ = try JournalEntryRecord.owned(entryId, by: owner, in: db, what: "journal entry") }
            var saved = draft
            saved.savedAt = time
            try Self.deleteDraft(owner: owner, entryId: entryId, db: db)
            try JournalDraftRecord(id: UUIDv7.make(at: time), ownerId: owner, entryId: entryId, data: jsonText(saved), updatedAt: time)
                .insert(db)
            return saved
        }
    }

    public func journalDraft(owner: String, entryId: String?) async throws -> JournalDraft? {
        try await read { db in try Self.journalDraft(owner: owner, entryId: entryId, db: db) }
    }

    static func journalDraft(owner: String, entryId: String?, db: any StoreDatabase) throws -> JournalDraft? {
        let record = try JournalDraftRecord.fetchOneReadable(
            db, sql: "SELECT * FROM journal_drafts WHERE \(draftCondition(entryId)) LIMIT 1", arguments: draftArguments(owner, entryId))
        return record.flatMap { try? JSONDecoder.almanacDates.decode(JournalDraft.self, from: Data($0.data.utf8)) }
    }

    public func discardJournalDraft(owner: String, entryId: String?) async throws {
        try await writeUnlogged { db in try Self.deleteDraft(owner: owner, entryId: entryId, db: db) }
    }

    static func deleteDraft(owner: String, entryId: String?, db: any StoreDatabase) throws {
        try db.execute(sql: "DELETE FROM journal_drafts WHERE \(draftCondition(entryId))", arguments: draftArguments(owner, entryId))
    }

    /// The draft of an entry, or of a new entry (no entry id): two shapes, `IS NULL` being the
    /// one comparison with no value that both SQLite and PostgreSQL read.
    private static func draftCondition(_ entryId: String?) -> String {
        entryId == nil ? "owner_id = ? AND entry_id IS NULL" : "owner_id = ? AND entry_id = ?"
    }

    private static func draftArguments(_ owner: String, _ entryId: String?) -> StatementArguments {
        entryId.map { [owner, $0] } ?? [owner]
    }

    // MARK: Photos

    /// Photos uploaded to an entry: stored as photos of the entry's day (same checks and limits
    /// as every upload) and linked to it, in one transaction.
    @discardableResult
    public func addJournalPhotos(owner: String, entryId: String, _ uploads: [PhotoUpload]) async throws -> [DayPhotoRecord] {
        let entry = try await journalEntry(owner: owner, id: entryId)
        return try await addPhotos(owner: owner, day: entry.day, uploads, journalEntryId: entryId)
    }

    /// Inside `addPhotos`' transaction: links the new photos to the entry.
    static func linkJournalPhotos(owner: String, entryId: String, _ photos: [DayPhotoRecord], sourceIds: [String?] = [], batch: ChangeBatch)
        throws
    {
        _ = try JournalEntryRecord.owned(entryId, by: owner, in: batch.db, what: "journal entry")
        for (index, photo) in photos.enumerated() {
            try batch.insert(
                JournalPhotoRecord(
                    id: UUIDv7.make(at: batch.now), ownerId: owner, entryId: entryId, photoId: photo.id,
                    sourceId: index < sourceIds.count ? sourceIds[index] : nil))
        }
    }

    // MARK: Daily review (the Today page's module)

    static func dailyReview(owner: String, day: LocalDay, db: any StoreDatabase) throws -> JournalEntryRecord? {
        try JournalEntryRecord.fetchOneReadable(
            db, sql: "SELECT * FROM journal_entries WHERE owner_id = ? AND day = ? AND template = ? LIMIT 1",
            arguments: [owner, day.description, JournalTemplateKind.dailyReview.rawValue])
    }

    /// Writes the daily review of `day` as its journal entry (creating it or changing its text).
    /// A review of today is dated now; one of another day at 21:00 of that day.
    static func saveDailyReview(owner: String, day: LocalDay, text: String, batch: ChangeBatch) throws {
        if var existing = try dailyReview(owner: owner, day: day, db: batch.db) {
            existing.text = try JournalRules.text(text)
            existing.updatedAt = batch.now
            try batch.update(existing)
            return
        }
        let (user, today) = try userToday(owner: owner, db: batch.db, at: batch.now)
        let zone = user.preferences.zone
        let writtenAt = day == today ? batch.now : JournalRules.instant(day: day, time: try WallClockTime(hour: 21), in: zone)
        _ = try insertEntry(
            owner: owner, JournalEntryInput(text: text, writtenAt: writtenAt, timeZone: user.timeZone, template: .dailyReview),
            sourceId: nil, batch: batch)
    }

    // MARK: On this day

    /// Entries, completed intentions, timeline events starting or ending, and photos of today's
    /// date in earlier years (up to 100), newest first, in a fixed number of statements.
    static func onThisDay(owner: String, today: LocalDay, zone: TimeZone, dayStartHour: Int, db: any StoreDatabase) throws
        -> OnThisDayMemories
    {
        let monthDays = OnThisDay.monthDays(for: today)
        let marks = databaseQuestionMarks(count: monthDays.count)
        var memories: [OnThisDayMemories.Memory] = []
        func memory(_ kind: OnThisDayMemories.Memory.Kind, _ dayText: String, _ title: String, _ id: String) {
            guard let day = LocalDay(String(dayText.prefix(10))) else { return }
            memories.append(.init(kind: kind, day: day, label: OnThisDay.label(day: day, today: today), title: title, id: id))
        }
        let entries = try JournalEntryRecord.fetchReadable(
            db,
            sql: """
                SELECT * FROM journal_entries WHERE owner_id = ? AND substr(day, 6) IN (\(marks)) AND day < ?
                ORDER BY written_at DESC LIMIT 20
                """, arguments: StatementArguments([owner] + monthDays + [today.description]))
        for record in entries { memory(.entry, record.day, JournalEntry(record, photos: []).headline, record.id) }

        // The earlier years back to the first intention's (a year more for its local date), not a
        // century of ranges: each is two instants to convert and an index range to probe.
        let first = try String.fetchOne(
            db, sql: "SELECT MIN(started_at) FROM intentions WHERE owner_id = ?", arguments: [owner])
        let years = first.flatMap { Int($0.prefix(4)) }.map { min(100, today.year - $0 + 1) } ?? 0
        let days = OnThisDay.earlierDays(for: today, years: years)
        if !days.isEmpty {
            // One index range per earlier year (joined, not OR-ed: an OR of 100 ranges made SQLite
            // test every intention against each of them).
            let ranges = days.map { _ in "(?, ?)" }.joined(separator: ", ")
            var arguments: [DatabaseValue] = []
            for day in days {
                arguments += [
                    day.start(in: zone, dayStartHour: dayStartHour).storedValue,
                    day.adding(days: 1).start(in: zone, dayStartHour: dayStartHour).storedValue,
                ]
            }
            arguments.append(owner.databaseValue)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    WITH ranges(low, high) AS (VALUES \(ranges))
                    SELECT i.id, i.what, i.started_at FROM ranges CROSS JOIN intentions i
                    WHERE i.owner_id = ? AND i.started_at >= ranges.low AND i.started_at < ranges.high
                        AND i.state IN ('timeUp', 'endedEarly')
                    ORDER BY i.started_at DESC LIMIT 20
                    """, arguments: StatementArguments(arguments))
            for row in rows {
                let started: Date = row["started_at"]
                memory(.intention, LocalDay(containing: started, in: zone, dayStartHour: dayStartHour).description, row["what"], row["id"])
            }
        }
        let events = try Row.fetchAll(
            db,
            sql: """
                SELECT id, title, start_sort, start_precision, end_sort, end_precision FROM timeline_events WHERE owner_id = ? AND (
                    (start_precision = 'day' AND substr(start_sort, 6, 5) IN (\(marks)) AND start_sort < ?)
                    OR (end_precision = 'day' AND substr(end_sort, 6, 5) IN (\(marks)) AND end_sort < ?))
                ORDER BY start_sort DESC LIMIT 20
                """, arguments: StatementArguments([owner] + monthDays + [today.description] + monthDays + [today.description]))
        for row in events {
            let start: String = row["start_sort"]
            let end: String? = row["end_sort"]
            let title: String = row["title"]
            if (row["start_precision"] as String) == "day", monthDays.contains(String(start.dropFirst(5).prefix(5))),
                start < today.description
            {
                memory(.eventStarted, start, title, row["id"])
            }
            if let end, (row["end_precision"] as String?) == "day", monthDays.contains(String(end.dropFirst(5).prefix(5))),
                end < today.description
            {
                memory(.eventEnded, end, title, row["id"])
            }
        }
        let photos = try DayPhotoRecord.fetchReadable(
            db,
            sql: """
                SELECT * FROM day_photos WHERE owner_id = ? AND substr(day, 6) IN (\(marks)) AND day < ?
                ORDER BY day DESC, created_at LIMIT 12
                """, arguments: StatementArguments([owner] + monthDays + [today.description]))
        for photo in photos { memory(.photo, photo.day, photo.caption ?? "A photo", photo.id) }
        memories.sort { ($0.day, $0.kind.rawValue) > ($1.day, $1.kind.rawValue) }
        return OnThisDayMemories(today: today, memories: memories)
    }
}

extension JSONDecoder {
    /// Reads what `JSONEncoder.almanac` wrote (dates as `Timestamp` text).
    static var almanacDates: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = Timestamp.parse(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a timestamp: \(text)"))
            }
            return date
        }
        return decoder
    }
}

import AlmanacCore
import Foundation
import GRDB

/// The journal timeline: a page of entries newest first, "on this day", the tags to filter by.
public struct JournalTimelinePageData: Sendable {
    public var today: LocalDay
    public var entries: [JournalEntry]
    /// The last entry shown when there are older ones (the "Older" link starts after it).
    public var olderAfter: String?
    public var filter: JournalFilter
    public var tags: [String]
    public var onThisDay: OnThisDayMemories
}

public struct JournalEntryPageData: Sendable {
    public var entry: JournalEntry
    public var today: LocalDay
}

/// The editor: the entry (nil for a new one), the draft kept on the server, the templates.
public struct JournalEditorPageData: Sendable {
    public var entry: JournalEntry?
    public var draft: JournalDraft?
    public var templates: [JournalTemplate]
    public var today: LocalDay
    public var timeZone: String
    public var now: Date
}

public struct JournalCalendarPageData: Sendable {
    public var year: Int
    public var month: Int
    public var today: LocalDay
    public var counts: [LocalDay: Int]
}

public struct JournalSearchPageData: Sendable {
    public var query: String
    public var filter: JournalFilter
    public var hits: [JournalSearchHit]
    public var tags: [String]
}

extension AppDatabase {
    public func journalTimelinePage(owner: String, filter: JournalFilter, before: String?) async throws -> JournalTimelinePageData {
        let time = now()
        return try await read { db in
            let (user, today) = try Self.userToday(owner: owner, db: db, at: time)
            var entries = try Self.journalEntries(owner: owner, filter: filter, before: before, limit: Self.journalPageSize + 1, db: db)
            var olderAfter: String?
            if entries.count > Self.journalPageSize {
                entries.removeLast()
                olderAfter = entries.last?.id
            }
            return JournalTimelinePageData(
                today: today, entries: entries, olderAfter: olderAfter, filter: filter, tags: try Self.journalTags(owner: owner, db: db),
                onThisDay: before == nil && filter.isEmpty
                    ? try Self.onThisDay(owner: owner, today: today, zone: user.preferences.zone, dayStartHour: user.dayStartHour, db: db)
                    : OnThisDayMemories(today: today))
        }
    }

    public func journalEntryPage(owner: String, id: String) async throws -> JournalEntryPageData {
        let time = now()
        return try await read { db in
            let (_, today) = try Self.userToday(owner: owner, db: db, at: time)
            return JournalEntryPageData(entry: try Self.journalEntry(owner: owner, id: id, db: db), today: today)
        }
    }

    public func journalEditorPage(owner: String, entryId: String?) async throws -> JournalEditorPageData {
        let time = now()
        return try await read { db in
            let (user, today) = try Self.userToday(owner: owner, db: db, at: time)
            return JournalEditorPageData(
                entry: try entryId.map { try Self.journalEntry(owner: owner, id: $0, db: db) },
                draft: try Self.journalDraft(owner: owner, entryId: entryId, db: db),
                templates: try Self.journalTemplates(owner: owner, db: db), today: today, timeZone: user.timeZone, now: time)
        }
    }

    /// The month view; `month` nil is the current month.
    public func journalCalendarPage(owner: String, year: Int?, month: Int?) async throws -> JournalCalendarPageData {
        let time = now()
        return try await read { db in
            let (_, today) = try Self.userToday(owner: owner, db: db, at: time)
            let year = year ?? today.year
            let month = month ?? today.month
            return JournalCalendarPageData(
                year: year, month: month, today: today, counts: try Self.journalDayCounts(owner: owner, year: year, month: month, db: db))
        }
    }

    public func journalSearchPage(owner: String, query: String, filter: JournalFilter) async throws -> JournalSearchPageData {
        try await read { db in
            JournalSearchPageData(
                query: query, filter: filter, hits: try Self.searchJournal(owner: owner, query: query, filter: filter, limit: 50, db: db),
                tags: try Self.journalTags(owner: owner, db: db))
        }
    }

    /// Memories of today's date in earlier years (the API's "on this day").
    public func onThisDayPage(owner: String) async throws -> OnThisDayMemories {
        let time = now()
        return try await read { db in
            let (user, today) = try Self.userToday(owner: owner, db: db, at: time)
            return try Self.onThisDay(owner: owner, today: today, zone: user.preferences.zone, dayStartHour: user.dayStartHour, db: db)
        }
    }

    public func journalTemplatesPage(owner: String) async throws -> [JournalTemplate] {
        try await journalTemplates(owner: owner)
    }
}

import AlmanacCore
import Foundation
import GRDB

/// The list page: the rows the filter (or a saved query) selects, the saved queries, and the
/// event the rows overlap.
public struct TimelinesListPageData: Sendable {
    public var selection: TimelineSelection
    /// The filter in effect: the saved query's when one is run.
    public var filter: TimelineFilter
    public var queries: [TimelineQuery]
    public var activeQuery: TimelineQuery?
    public var pivot: TimelineEvent?
}

/// The manage page: every timeline with its number of events.
public struct TimelinesManagePageData: Sendable {
    public var timelines: [Timeline]
    public var counts: [String: Int]
}

/// The event form: the event being edited (nil for a new one) and the timelines to choose from.
public struct TimelineEventFormPageData: Sendable {
    public var event: TimelineEvent?
    public var timelines: [Timeline]
}

extension AppDatabase {
    /// The list page, in one read: `queryId` runs a saved query instead of `filter`.
    public func timelinesListPage(owner: String, filter: TimelineFilter, queryId: String?) async throws -> TimelinesListPageData {
        let filter = try filter.validated()
        let instant = now()
        return try await read { db in
            var page = TimelinesListPageData(
                selection: TimelineSelection(today: try Self.today(owner: owner, at: instant, db: db), timelines: [], events: []),
                filter: filter, queries: try Self.timelineQueries(owner: owner, db: db))
            if let queryId {
                let run = try Self.runTimelineQuery(owner: owner, id: queryId, at: instant, db: db)
                page.activeQuery = run.query
                page.filter = run.query.filter
                page.selection = run.selection
            } else {
                page.selection = try Self.timelineSelection(owner: owner, filter: filter, at: instant, db: db)
            }
            if let id = page.filter.overlappingEventId {
                page.pivot = try TimelineEventRecord.owned(id, by: owner, in: db, what: "event").event()
            }
            return page
        }
    }

    /// The manage page, in one read.
    public func timelinesManagePage(owner: String) async throws -> TimelinesManagePageData {
        try await read { db in
            let counts = try Row.fetchAll(
                db, sql: "SELECT timeline_id, COUNT(*) AS n FROM timeline_events WHERE owner_id = ? GROUP BY timeline_id",
                arguments: [owner])
            return TimelinesManagePageData(
                timelines: try Self.timelines(owner: owner, db: db),
                counts: Dictionary(uniqueKeysWithValues: counts.map { ($0["timeline_id"] as String, $0["n"] as Int) }))
        }
    }

    /// The event form, in one read: the event (when editing) and the timelines (the archived
    /// ones too when editing, so an event on one keeps its timeline).
    public func timelineEventFormPage(owner: String, eventId: String?) async throws -> TimelineEventFormPageData {
        try await read { db in
            TimelineEventFormPageData(
                event: try eventId.map { try TimelineEventRecord.owned($0, by: owner, in: db, what: "event").event() },
                timelines: try Self.timelines(owner: owner, includeArchived: eventId != nil, db: db))
        }
    }
}

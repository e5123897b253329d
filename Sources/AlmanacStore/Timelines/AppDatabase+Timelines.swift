import AlmanacCore
import Foundation
import GRDB

/// What a new or edited event says; the dates are already parsed (web, API and CLI parse the
/// text with `PartialDate(parsing:field:)` so a bad date names its field).
public struct TimelineEventInput: Sendable, Equatable {
    public var title: String
    public var notes: String?
    public var tags: [String]
    public var start: PartialDate
    public var end: PartialDate?
    public var ongoing: Bool

    public init(
        title: String, notes: String? = nil, tags: [String] = [], start: PartialDate, end: PartialDate? = nil, ongoing: Bool = false
    ) {
        self.title = title
        self.notes = notes
        self.tags = tags
        self.start = start
        self.end = end
        self.ongoing = ongoing
    }

    public init(_ event: TimelineEvent) {
        self.init(title: event.title, notes: event.notes, tags: event.tags, start: event.start, end: event.end, ongoing: event.ongoing)
    }
}

/// The events a filter selects, with what every view of them needs: the user's today and the timelines.
public struct TimelineSelection: Sendable {
    public var today: LocalDay
    /// All of the user's timelines in the user's order, archived ones included.
    public var timelines: [Timeline]
    /// The events that pass the filter.
    public var events: [TimelineEvent]

    public func rows(order: TimelineOrder = .newestFirst, hideEnds: Bool = false) -> [TimelineRow] {
        TimelineRow.rows(for: events, order: order, hideEnds: hideEnds, today: today)
    }

    public func timeline(_ id: String) -> Timeline? { timelines.first { $0.id == id } }
}

/// "What was happening then" for one event.
public struct TimelineCrossReference: Sendable {
    public var today: LocalDay
    public var pivot: TimelineEvent
    public var timelines: [Timeline]
    public var groups: [CrossReferenceGroup]
}

/// What a CSV file would do: each row is created, already there (skipped) or unreadable.
public struct TimelineImportPreview: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable, CaseIterable { case create, existing, error }
    public struct Row: Sendable, Codable, Equatable {
        public var line: Int
        public var status: Status
        public var draft: TimelineEventDraft?
        public var error: TimelineCSVRowError?
    }
    public var rows: [Row]
    /// Timelines the import would create (names from Group that match no timeline).
    public var newTimelines: [String]

    public var toCreate: [TimelineEventDraft] { rows.filter { $0.status == .create }.compactMap(\.draft) }
    public var existing: [Row] { rows.filter { $0.status == .existing } }
    public var errors: [TimelineCSVRowError] { rows.compactMap(\.error) }
}

/// What an import did.
public struct TimelineImportResult: Sendable {
    public var created: [TimelineEvent]
    public var createdTimelines: [Timeline]
    /// Lines whose events were already there.
    public var skippedLines: [Int]
    public var errors: [TimelineCSVRowError]
}

extension AppDatabase {
    /// Colours given to new timelines in turn (readable on light and dark backgrounds).
    public static let timelineColors = ["#2f6f5e", "#3b6fb6", "#b5562b", "#8a4fa8", "#b08a1e", "#c2415d", "#4f7f2a", "#5b6770"]

    // MARK: Timelines

    /// The user's timelines in their order.
    public func timelines(owner: String, includeArchived: Bool = true) async throws -> [Timeline] {
        try await read { db in try Self.timelines(owner: owner, includeArchived: includeArchived, db: db) }
    }

    static func timelines(owner: String, includeArchived: Bool = true, db: any StoreDatabase) throws -> [Timeline] {
        let archived = includeArchived ? "" : " AND archived = 0"
        return try Timeline.fetchReadable(
            db, sql: "SELECT * FROM timelines WHERE owner_id = ?\(archived) ORDER BY order_key, id", arguments: [owner])
    }

    public func timeline(owner: String, id: String) async throws -> Timeline {
        try await read { db in try Timeline.owned(id, by: owner, in: db, what: "timeline") }
    }

    /// The timeline with this name, ignoring case.
    public func timeline(owner: String, named name: String) async throws -> Timeline? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return try await read { db in try Self.timeline(owner: owner, named: trimmed, db: db) }
    }

    static func timeline(owner: String, named name: String, db: any StoreDatabase) throws -> Timeline? {
        try Timeline.fetchOneReadable(
            db, sql: "SELECT * FROM timelines WHERE owner_id = ? AND name = ? COLLATE NOCASE", arguments: [owner, name])
    }

    public func addTimeline(owner: String, name: String, icon: String? = nil, color: String? = nil) async throws -> Timeline {
        let name = try Validate.title(name, field: "name", max: Limits.nameLength)
        let icon = try Self.validIcon(icon ?? "")
        let color = try HexColor.parse(color)
        return try await write(owner: owner) { batch in
            try Self.insertTimeline(owner: owner, name: name, icon: icon, color: color, batch: &batch)
        }
    }

    static func insertTimeline(owner: String, name: String, icon: String, color: String?, batch: inout ChangeBatch) throws -> Timeline {
        if let existing = try timeline(owner: owner, named: name, db: batch.db) {
            throw AlmanacError.conflict("You already have a timeline named “\(existing.name)”.")
        }
        let all = try timelines(owner: owner, db: batch.db)
        let timeline = Timeline(
            id: UUIDv7.make(at: batch.now), ownerId: owner, name: name, icon: icon,
            color: color ?? timelineColors[all.count % timelineColors.count],
            orderKey: OrderKey.between(all.last?.orderKey, nil), archived: false, createdAt: batch.now)
        batch.describe("Created the timeline “\(name)”")
        try batch.insert(timeline)
        return timeline
    }

    /// Changes what is given; nil leaves a field as it is. `move` places the timeline among the
    /// others too, in the same undoable step (an API PATCH may rename and move at once).
    public func updateTimeline(
        owner: String, id: String, name: String? = nil, icon: String? = nil, color: String? = nil, archived: Bool? = nil,
        move: TaskPlacement? = nil
    ) async throws -> Timeline {
        let name = try name.map { try Validate.title($0, field: "name", max: Limits.nameLength) }
        let icon = try icon.map(Self.validIcon)
        let color = try HexColor.parse(color)
        return try await write(owner: owner) { batch in
            var timeline = try Timeline.owned(id, by: owner, in: batch.db, what: "timeline")
            let renamed = name.map { $0 != timeline.name } ?? false
            if let name, renamed, let other = try Self.timeline(owner: owner, named: name, db: batch.db), other.id != id {
                throw AlmanacError.conflict("You already have a timeline named “\(other.name)”.")
            }
            let changes = name != nil || icon != nil || color != nil || archived != nil
            let summary: String
            if let archived, archived != timeline.archived {
                summary = archived ? "Archived the timeline “\(timeline.name)”" : "Restored the timeline “\(timeline.name)”"
            } else if !changes {
                summary = "Moved the timeline “\(timeline.name)”"
            } else {
                summary = "Changed the timeline “\(name ?? timeline.name)”"
            }
            batch.describe(summary)
            if changes {
                timeline.name = name ?? timeline.name
                timeline.icon = icon ?? timeline.icon
                timeline.color = color ?? timeline.color
                timeline.archived = archived ?? timeline.archived
                try batch.update(timeline)
            }
            if renamed {
                // The import key includes the timeline's name, so a file exported after the
                // rename finds these events again.
                for var record in try TimelineEventRecord.inTimeline(id, owner: owner, db: batch.db) {
                    let event = try record.event()
                    record.importKey = TimelineCSV.importKey(timelineName: timeline.name, title: event.title, start: event.start)
                    try batch.update(record)
                }
            }
            if let move { timeline = try Self.place(timeline, move, owner: owner, batch: batch) }
            return timeline
        }
    }

    /// Moves a timeline before another (`before` nil: to the end).
    public func moveTimeline(owner: String, id: String, before beforeId: String?) async throws {
        _ = try await updateTimeline(owner: owner, id: id, move: beforeId.map { .before($0) } ?? .bottom)
    }

    /// Writes `timeline`'s order key for `placement` among the owner's other timelines.
    static func place(_ timeline: Timeline, _ placement: TaskPlacement, owner: String, batch: ChangeBatch) throws -> Timeline {
        var timeline = timeline
        var others = try Self.timelines(owner: owner, db: batch.db).filter { $0.id != timeline.id }
        let index: Int
        switch placement {
        case .top: index = 0
        case .bottom: index = others.count
        case .before(let anchor), .after(let anchor):
            guard let found = others.firstIndex(where: { $0.id == anchor }) else {
                throw AlmanacError.notFound("No timeline with id \(anchor).")
            }
            index = if case .before = placement { found } else { found + 1 }
        }
        let key = OrderKey.between(index > 0 ? others[index - 1].orderKey : nil, index < others.count ? others[index].orderKey : nil)
        if OrderKey.needsRebalancing(key) {
            others.insert(timeline, at: index)
            for (record, key) in zip(others, OrderKey.evenlySpaced(count: others.count)) where record.orderKey != key {
                var changed = record
                changed.orderKey = key
                if changed.id == timeline.id { timeline = changed }
                try batch.update(changed)
            }
        } else {
            timeline.orderKey = key
            try batch.update(timeline)
        }
        return timeline
    }

    /// Deletes a timeline with its events (one undoable action).
    @discardableResult
    public func deleteTimeline(owner: String, id: String) async throws -> Timeline {
        try await write(owner: owner) { batch in
            let timeline = try Timeline.owned(id, by: owner, in: batch.db, what: "timeline")
            batch.describe("Deleted the timeline “\(timeline.name)”")
            // Deleted one by one (not by the cascade) so the change log can undo them.
            for record in try TimelineEventRecord.inTimeline(id, owner: owner, db: batch.db) {
                try batch.delete(record)
            }
            try batch.delete(timeline)
            return timeline
        }
    }

    static func validIcon(_ icon: String) throws(AlmanacError) -> String {
        let trimmed = icon.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= 2, trimmed.unicodeScalars.count <= 16 else {
            throw .invalid("icon", "The icon is one emoji (or nothing), not “\(trimmed.prefix(12))”.")
        }
        return trimmed
    }

    // MARK: Events

    public func event(owner: String, id: String) async throws -> TimelineEvent {
        try await read { db in try TimelineEventRecord.owned(id, by: owner, in: db, what: "event").event() }
    }

    /// The user's events on the given timelines (all timelines when empty).
    public func events(owner: String, timelineIds: [String] = []) async throws -> [TimelineEvent] {
        try await read { db in
            try Self.events(owner: owner, db: db).filter { timelineIds.isEmpty || timelineIds.contains($0.timelineId) }
        }
    }

    /// Every event, read column by column and only the columns an event is made of (decoding each
    /// whole record, two instants included, was most of the Timelines page's reading). A row
    /// whose dates cannot be read is skipped and logged (`UnreadableRows`).
    static func events(owner: String, db: any StoreDatabase) throws -> [TimelineEvent] {
        var events: [TimelineEvent] = []
        try db.forEachRow(
            sql: """
                SELECT id, timeline_id, title, notes, tags, start_text, end_text, ongoing FROM timeline_events
                WHERE owner_id = ? ORDER BY start_sort, id
                """, arguments: [owner]
        ) { row in
            do {
                events.append(try TimelineEventRecord.event(row))
            } catch {
                UnreadableRows.skip(row, table: TimelineEventRecord.databaseTableName, error: error)
            }
        }
        return events
    }

    public func addEvent(owner: String, timelineId: String, _ input: TimelineEventInput) async throws -> TimelineEvent {
        let valid = try Self.validated(input, id: "", timelineId: timelineId)
        return try await write(owner: owner) { batch in
            let timeline = try Timeline.owned(timelineId, by: owner, in: batch.db, what: "timeline")
            var event = valid
            event.id = UUIDv7.make(at: batch.now)
            batch.describe("Added “\(event.title)” to \(timeline.name)")
            try Self.insertEvent(event, timeline: timeline, batch: batch)
            return event
        }
    }

    /// Adds an event to the timeline with this name (ignoring case), creating the timeline when
    /// there is none, in one undoable action. Returns whether the timeline was created.
    public func addEvent(owner: String, timelineNamed name: String, _ input: TimelineEventInput) async throws
        -> (event: TimelineEvent, timeline: Timeline, createdTimeline: Bool)
    {
        let name = try Validate.title(name, field: "timeline", max: Limits.nameLength)
        let valid = try Self.validated(input, id: "", timelineId: "")
        return try await write(owner: owner) { batch in
            var timeline = try Self.timeline(owner: owner, named: name, db: batch.db)
            let created = timeline == nil
            if timeline == nil {
                timeline = try Self.insertTimeline(owner: owner, name: name, icon: "", color: nil, batch: &batch)
            }
            var event = valid
            event.id = UUIDv7.make(at: batch.now)
            event.timelineId = timeline!.id
            batch.describe("Added “\(event.title)” to \(timeline!.name)")
            try Self.insertEvent(event, timeline: timeline!, batch: batch)
            return (event, timeline!, created)
        }
    }

    static func insertEvent(_ event: TimelineEvent, timeline: Timeline, batch: ChangeBatch) throws {
        let key = TimelineCSV.importKey(timelineName: timeline.name, title: event.title, start: event.start)
        try refuseDuplicate(key: key, event: event, timeline: timeline, db: batch.db)
        try batch.insert(TimelineEventRecord(event, owner: batch.owner, importKey: key, createdAt: batch.now, updatedAt: batch.now))
    }

    /// Replaces an event's fields; `timelineId` moves it to another of the user's timelines, and
    /// `timelineNamed` to the one with that name (ignoring case), created when there is none, in
    /// the same undoable step.
    public func updateEvent(
        owner: String, id: String, timelineId: String? = nil, timelineNamed: String? = nil, _ input: TimelineEventInput
    ) async throws -> TimelineEvent {
        let checked = try Self.validated(input, id: id, timelineId: timelineId ?? "")
        let newName = try timelineNamed.map { try Validate.title($0, field: "newTimeline", max: Limits.nameLength) }
        return try await write(owner: owner) { batch in
            let record = try TimelineEventRecord.owned(id, by: owner, in: batch.db, what: "event")
            let timeline: Timeline
            if let newName, let existing = try Self.timeline(owner: owner, named: newName, db: batch.db) {
                timeline = existing
            } else if let newName {
                timeline = try Self.insertTimeline(owner: owner, name: newName, icon: "", color: nil, batch: &batch)
            } else {
                timeline = try Timeline.owned(timelineId ?? record.timelineId, by: owner, in: batch.db, what: "timeline")
            }
            var event = checked
            event.timelineId = timeline.id
            let key = TimelineCSV.importKey(timelineName: timeline.name, title: event.title, start: event.start)
            try Self.refuseDuplicate(key: key, event: event, timeline: timeline, db: batch.db)
            batch.describe("Changed “\(event.title)”")
            try batch.update(TimelineEventRecord(event, owner: owner, importKey: key, createdAt: record.createdAt, updatedAt: batch.now))
            return event
        }
    }

    @discardableResult
    public func deleteEvent(owner: String, id: String) async throws -> TimelineEvent {
        try await write(owner: owner) { batch in
            let record = try TimelineEventRecord.owned(id, by: owner, in: batch.db, what: "event")
            batch.describe("Deleted “\(record.title)”")
            try batch.delete(record)
            return try record.event()
        }
    }

    static func validated(_ input: TimelineEventInput, id: String, timelineId: String) throws(AlmanacError) -> TimelineEvent {
        try TimelineEvent(
            id: id, timelineId: timelineId, title: input.title, notes: input.notes?.isEmpty == true ? nil : input.notes,
            start: input.start, end: input.end, ongoing: input.ongoing, tags: input.tags
        ).validated()
    }

    /// One event per title and start on a timeline: the same key would make a re-import ambiguous.
    static func refuseDuplicate(key: String, event: TimelineEvent, timeline: Timeline, db: any StoreDatabase) throws {
        let clash = try TimelineEventRecord.fetchOneReadable(
            db, sql: "SELECT * FROM timeline_events WHERE owner_id = ? AND timeline_id = ? AND import_key = ? AND id <> ? LIMIT 1",
            arguments: [timeline.ownerId, timeline.id, key, event.id])
        if let clash {
            throw AlmanacError.conflict("“\(clash.title)” starting \(clash.startText) is already on \(timeline.name).")
        }
    }

    // MARK: Views

    /// The user's today, in the user's time zone and day start.
    static func today(owner: String, at instant: Date, db: any StoreDatabase) throws -> LocalDay {
        let preferences = try Self.preferences(owner: owner, db: db)
        return preferences.today(at: instant)
    }

    /// One timeline's events with the person's today (which says what is ongoing), in one read.
    public func timelineEvents(owner: String, timelineId: String) async throws -> (events: [TimelineEvent], today: LocalDay) {
        let instant = now()
        return try await read { db in
            _ = try Timeline.owned(timelineId, by: owner, in: db, what: "timeline")
            let events = try Self.events(owner: owner, db: db).filter { $0.timelineId == timelineId }
            return (events, try Self.today(owner: owner, at: instant, db: db))
        }
    }

    /// One event with the person's today, in one read.
    public func eventAndToday(owner: String, id: String) async throws -> (event: TimelineEvent, today: LocalDay) {
        let instant = now()
        return try await read { db in
            (try TimelineEventRecord.owned(id, by: owner, in: db, what: "event").event(), try Self.today(owner: owner, at: instant, db: db))
        }
    }

    public func timelineToday(owner: String) async throws -> LocalDay {
        let instant = now()
        return try await read { db in try Self.today(owner: owner, at: instant, db: db) }
    }

    /// The events `filter` selects. With no timelines in the filter, archived timelines are left out.
    /// Timelines and the overlapping event named in the filter must be the user's (else not found).
    public func timelineSelection(owner: String, filter: TimelineFilter = TimelineFilter()) async throws -> TimelineSelection {
        let filter = try filter.validated()
        let instant = now()
        return try await read { db in try Self.timelineSelection(owner: owner, filter: filter, at: instant, db: db) }
    }

    static func timelineSelection(owner: String, filter: TimelineFilter, at instant: Date, db: any StoreDatabase) throws
        -> TimelineSelection
    {
        let today = try Self.today(owner: owner, at: instant, db: db)
        let timelines = try Self.timelines(owner: owner, db: db)
        for id in filter.timelineIds where !timelines.contains(where: { $0.id == id }) {
            throw AlmanacError.notFound("No timeline with id \(id).")
        }
        if let pivot = filter.overlappingEventId {
            _ = try TimelineEventRecord.owned(pivot, by: owner, in: db, what: "event")
        }
        var effective = filter
        if effective.timelineIds.isEmpty {
            effective.timelineIds = timelines.filter { !$0.archived }.map(\.id)
            if effective.timelineIds.isEmpty { return TimelineSelection(today: today, timelines: timelines, events: []) }
        }
        // Every event is a candidate, so the pivot is found even on another timeline.
        let events = effective.apply(to: try Self.events(owner: owner, db: db), today: today)
        return TimelineSelection(today: today, timelines: timelines, events: events)
    }

    /// Everything on every timeline that overlaps the event's span, grouped by timeline.
    public func crossReference(owner: String, eventId: String) async throws -> TimelineCrossReference {
        let instant = now()
        return try await read { db in
            let pivot = try TimelineEventRecord.owned(eventId, by: owner, in: db, what: "event").event()
            let today = try Self.today(owner: owner, at: instant, db: db)
            let timelines = try Self.timelines(owner: owner, db: db)
            let groups = TimelineOverlap.crossReference(
                pivot: pivot, among: try Self.events(owner: owner, db: db), timelineOrder: timelines.map(\.id), today: today)
            return TimelineCrossReference(today: today, pivot: pivot, timelines: timelines, groups: groups)
        }
    }

    // MARK: Saved queries

    public func timelineQueries(owner: String) async throws -> [TimelineQuery] {
        try await read { db in try Self.timelineQueries(owner: owner, db: db) }
    }

    static func timelineQueries(owner: String, db: any StoreDatabase) throws -> [TimelineQuery] {
        try TimelineQueryRecord.fetchReadable(
            db, sql: "SELECT * FROM timeline_queries WHERE owner_id = ? ORDER BY order_key, id", arguments: [owner]
        ).map(\.query)
    }

    public func timelineQuery(owner: String, id: String) async throws -> TimelineQuery {
        try await read { db in try TimelineQueryRecord.owned(id, by: owner, in: db, what: "saved query").query }
    }

    public func addTimelineQuery(owner: String, name: String, filter: TimelineFilter) async throws -> TimelineQuery {
        let name = try Validate.title(name, field: "name", max: Limits.nameLength)
        let filter = try filter.validated()
        return try await write(owner: owner) { batch in
            try Self.checkOwnership(of: filter, owner: owner, db: batch.db)
            let last = try TimelineQueryRecord.fetchOneReadable(
                batch.db, sql: "SELECT * FROM timeline_queries WHERE owner_id = ? ORDER BY order_key DESC LIMIT 1", arguments: [owner])
            let record = TimelineQueryRecord(
                id: UUIDv7.make(at: batch.now), ownerId: owner, name: name, filter: TimelineQueryRecord.encode(filter),
                orderKey: OrderKey.between(last?.orderKey, nil), createdAt: batch.now)
            batch.describe("Saved the query “\(name)”")
            try batch.insert(record)
            return record.query
        }
    }

    public func updateTimelineQuery(owner: String, id: String, name: String? = nil, filter: TimelineFilter? = nil) async throws
        -> TimelineQuery
    {
        let name = try name.map { try Validate.title($0, field: "name", max: Limits.nameLength) }
        let filter = try filter.map { try $0.validated() }
        return try await write(owner: owner) { batch in
            var record = try TimelineQueryRecord.owned(id, by: owner, in: batch.db, what: "saved query")
            if let filter {
                try Self.checkOwnership(of: filter, owner: owner, db: batch.db)
                record.filter = TimelineQueryRecord.encode(filter)
            }
            record.name = name ?? record.name
            batch.describe("Changed the query “\(record.name)”")
            try batch.update(record)
            return record.query
        }
    }

    @discardableResult
    public func deleteTimelineQuery(owner: String, id: String) async throws -> TimelineQuery {
        try await write(owner: owner) { batch in
            let record = try TimelineQueryRecord.owned(id, by: owner, in: batch.db, what: "saved query")
            batch.describe("Deleted the query “\(record.name)”")
            try batch.delete(record)
            return record.query
        }
    }

    /// The events a saved query selects now. A query whose overlapping event was deleted selects nothing.
    public func runTimelineQuery(owner: String, id: String) async throws -> (query: TimelineQuery, selection: TimelineSelection) {
        let instant = now()
        return try await read { db in try Self.runTimelineQuery(owner: owner, id: id, at: instant, db: db) }
    }

    static func runTimelineQuery(owner: String, id: String, at instant: Date, db: any StoreDatabase) throws -> (
        query: TimelineQuery, selection: TimelineSelection
    ) {
        let query = try TimelineQueryRecord.owned(id, by: owner, in: db, what: "saved query").query
        var filter = query.filter
        // Timelines deleted since the query was saved are dropped rather than failing the query.
        let timelines = try Self.timelines(owner: owner, db: db)
        let known = Set(timelines.map(\.id))
        let wanted = filter.timelineIds
        filter.timelineIds = wanted.filter(known.contains)
        if !wanted.isEmpty && filter.timelineIds.isEmpty {
            return (query, TimelineSelection(today: try Self.today(owner: owner, at: instant, db: db), timelines: [], events: []))
        }
        if let pivot = filter.overlappingEventId,
            try !TimelineEventRecord.isOwned(pivot, by: owner, in: db)
        {
            return (query, TimelineSelection(today: try Self.today(owner: owner, at: instant, db: db), timelines: timelines, events: []))
        }
        return (query, try Self.timelineSelection(owner: owner, filter: try filter.validated(), at: instant, db: db))
    }

    static func checkOwnership(of filter: TimelineFilter, owner: String, db: any StoreDatabase) throws {
        for id in filter.timelineIds {
            _ = try Timeline.owned(id, by: owner, in: db, what: "timeline")
        }
        if let pivot = filter.overlappingEventId {
            _ = try TimelineEventRecord.owned(pivot, by: owner, in: db, what: "event")
        }
    }

    // MARK: CSV import and export

    /// Reads a CSV file and says what importing it would do; writes nothing.
    public func previewTimelineImport(owner: String, csv: String) async throws -> TimelineImportPreview {
        let parsed = try TimelineCSV.read(csv)
        return try await read { db in try Self.preview(parsed, owner: owner, db: db) }
    }

    static func preview(_ parsed: TimelineCSVImport, owner: String, db: any StoreDatabase) throws -> TimelineImportPreview {
        var timelineIds: [String: String?] = [:]
        var newTimelines: [String] = []
        var rows: [TimelineImportPreview.Row] = []
        for row in parsed.rows {
            guard let draft = row.draft else {
                rows.append(.init(line: row.line, status: .error, draft: nil, error: row.error))
                continue
            }
            let nameKey = draft.timelineName.lowercased()
            if timelineIds[nameKey] == nil {
                let found = try timeline(owner: owner, named: draft.timelineName, db: db)
                timelineIds[nameKey] = .some(found?.id)
                if found == nil { newTimelines.append(draft.timelineName) }
            }
            var exists = false
            if let id = timelineIds[nameKey] ?? nil {
                exists =
                    (try Int.fetchOne(
                        db,
                        sql: "SELECT COUNT(*) FROM timeline_events WHERE owner_id = ? AND timeline_id = ? AND import_key = ?",
                        arguments: [owner, id, draft.importKey]) ?? 0) > 0
            }
            rows.append(.init(line: row.line, status: exists ? .existing : .create, draft: draft, error: nil))
        }
        return TimelineImportPreview(rows: rows, newTimelines: newTimelines)
    }

    /// The rows of a CSV file one transaction of an import writes.
    public static let timelineImportChunkRows = 500

    /// Imports a CSV file as one undoable action: creates missing timelines and every readable
    /// row whose event is not there yet; unreadable rows are reported, not imported. The rows are
    /// written `chunkRows` at a time, each chunk its own transaction, so other writers get in
    /// between; all chunks carry one change-log batch, so one undo takes the import back. An
    /// import stopped part way keeps the chunks written; importing again skips the events there.
    public func importTimelineCSV(owner: String, csv: String, chunkRows: Int = timelineImportChunkRows) async throws
        -> TimelineImportResult
    {
        let parsed = try TimelineCSV.read(csv)
        let chunks = try await writeInChunks(owner: owner, count: parsed.rows.count, size: chunkRows) {
            range, before, batch -> TimelineImportResult in
            var part = parsed
            part.rows = Array(parsed.rows[range])
            let preview = try Self.preview(part, owner: owner, db: batch.db)
            var createdTimelines: [Timeline] = []
            var created: [TimelineEvent] = []
            var byName: [String: Timeline] = [:]
            for draft in preview.toCreate {
                let key = draft.timelineName.lowercased()
                let timeline: Timeline
                if let known = byName[key] {
                    timeline = known
                } else if let found = try Self.timeline(owner: owner, named: draft.timelineName, db: batch.db) {
                    timeline = found
                } else {
                    timeline = try Self.insertTimeline(owner: owner, name: draft.timelineName, icon: "", color: nil, batch: &batch)
                    createdTimelines.append(timeline)
                }
                byName[key] = timeline
                let event = draft.event(id: UUIDv7.make(at: batch.now), timelineId: timeline.id)
                try batch.insert(
                    TimelineEventRecord(event, owner: owner, importKey: draft.importKey, createdAt: batch.now, updatedAt: batch.now))
                created.append(event)
            }
            let total = before.reduce(created.count) { $0 + $1.created.count }
            batch.describe("Imported \(total) timeline event\(total == 1 ? "" : "s")")
            return TimelineImportResult(
                created: created, createdTimelines: createdTimelines, skippedLines: preview.existing.map(\.line),
                errors: preview.errors)
        }
        return TimelineImportResult(
            created: chunks.flatMap(\.created), createdTimelines: chunks.flatMap(\.createdTimelines),
            skippedLines: chunks.flatMap(\.skippedLines), errors: chunks.flatMap(\.errors))
    }

    /// The events of the given timelines (all when empty) as TimelineJS-style CSV.
    public func exportTimelinesCSV(owner: String, timelineIds: [String] = []) async throws -> String {
        try await read { db in
            let timelines = try Self.timelines(owner: owner, db: db)
            for id in timelineIds where !timelines.contains(where: { $0.id == id }) {
                throw AlmanacError.notFound("No timeline with id \(id).")
            }
            let events = try Self.events(owner: owner, db: db).filter { timelineIds.isEmpty || timelineIds.contains($0.timelineId) }
            return TimelineCSV.export(events, timelineNames: Dictionary(uniqueKeysWithValues: timelines.map { ($0.id, $0.name) }))
        }
    }

    /// One timeline as CSV, with the timeline (whose name names the file), in one read.
    public func exportTimelineCSV(owner: String, timelineId: String) async throws -> (timeline: Timeline, csv: String) {
        try await read { db in
            let timeline = try Timeline.owned(timelineId, by: owner, in: db, what: "timeline")
            let events = try Self.events(owner: owner, db: db).filter { $0.timelineId == timelineId }
            return (timeline, TimelineCSV.export(events, timelineNames: [timeline.id: timeline.name]))
        }
    }

    /// One timeline as an iCalendar file of all-day events.
    public func exportTimelineICS(owner: String, timelineId: String) async throws -> (timeline: Timeline, ics: String) {
        let instant = now()
        return try await read { db in
            let timeline = try Timeline.owned(timelineId, by: owner, in: db, what: "timeline")
            let events = try Self.events(owner: owner, db: db).filter { $0.timelineId == timelineId }
            return (timeline, TimelineICS.export(events, calendarName: timeline.name, generatedAt: instant))
        }
    }
}

extension TimelineEventRecord {
    /// Every event of a timeline, in no order.
    static func inTimeline(_ id: String, owner: String, db: any StoreDatabase) throws -> [TimelineEventRecord] {
        try fetchReadable(db, sql: "SELECT * FROM timeline_events WHERE owner_id = ? AND timeline_id = ?", arguments: [owner, id])
    }
}

import AlmanacCore
import Foundation
import GRDB

/// A timeline of a life (“Homes”, “Work”, “Devices”): a name, an emoji, a colour, the user's order.
public struct Timeline: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "timelines"
    public var id: String
    public var ownerId: String
    public var name: String
    /// An emoji (or empty).
    public var icon: String
    /// `#rrggbb`.
    public var color: String
    /// `OrderKey` text: timelines sort by it.
    public var orderKey: String
    public var archived: Bool
    public var createdAt: Date

    /// The name with its emoji in front, for lists and headings.
    public var label: String { icon.isEmpty ? name : "\(icon) \(name)" }
}

/// One row of `timeline_events`: a Core `TimelineEvent` with its dates spelled out in columns.
struct TimelineEventRecord: OwnedRecord {
    static let databaseTableName = "timeline_events"
    var id: String
    var ownerId: String
    var timelineId: String
    var title: String
    var notes: String?
    /// A JSON array of strings.
    var tags: String
    var startText: String
    var startSort: String
    var startPrecision: String
    var startApproximate: Bool
    var endText: String?
    var endSort: String?
    var endPrecision: String?
    var endApproximate: Bool?
    var ongoing: Bool
    /// `TimelineCSV.importKey` of timeline name, title and start, so a re-import finds the event.
    var importKey: String
    var createdAt: Date
    var updatedAt: Date

    init(_ event: TimelineEvent, owner: String, importKey: String, createdAt: Date, updatedAt: Date) {
        id = event.id
        ownerId = owner
        timelineId = event.timelineId
        title = event.title
        notes = event.notes
        tags = String(decoding: (try? JSONEncoder.almanac.encode(event.tags)) ?? Data("[]".utf8), as: UTF8.self)
        startText = event.start.text
        startSort = event.start.sortKey
        startPrecision = event.start.precision.name
        startApproximate = event.start.isApproximate
        endText = event.end?.text
        endSort = event.end?.sortKey
        endPrecision = event.end?.precision.name
        endApproximate = event.end?.isApproximate
        ongoing = event.ongoing
        self.importKey = importKey
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The Core value; the text columns are the truth (sort key and precision are derived).
    func event() throws -> TimelineEvent {
        try Self.event(
            id: id, timelineId: timelineId, title: title, notes: notes, tags: tags, startText: startText, endText: endText,
            ongoing: ongoing)
    }

    /// The Core value from a row with the columns `id, timeline_id, title, notes, tags, start_text,
    /// end_text, ongoing`.
    static func event(_ row: Row) throws -> TimelineEvent {
        try event(
            id: row.decode(forColumn: "id"), timelineId: row.decode(forColumn: "timeline_id"), title: row.decode(forColumn: "title"),
            notes: row.decode(forColumn: "notes"), tags: row.decode(forColumn: "tags"), startText: row.decode(forColumn: "start_text"),
            endText: row.decode(forColumn: "end_text"), ongoing: row.decode(forColumn: "ongoing"))
    }

    private static func event(
        id: String, timelineId: String, title: String, notes: String?, tags: String, startText: String, endText: String?, ongoing: Bool
    ) throws -> TimelineEvent {
        // Most events have no tags: "[]" needs no JSON decoder.
        let decodedTags = tags == "[]" ? [] : (try? JSONDecoder().decode([String].self, from: Data(tags.utf8))) ?? []
        return TimelineEvent(
            id: id, timelineId: timelineId, title: title, notes: notes, start: try PartialDate(parsing: startText, field: "start"),
            end: try endText.map { try PartialDate(parsing: $0, field: "end") }, ongoing: ongoing, tags: decodedTags)
    }
}

/// A saved query: a named `TimelineFilter` kept in the sidebar.
public struct TimelineQuery: Equatable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var filter: TimelineFilter
    public var orderKey: String
    public var createdAt: Date
}

struct TimelineQueryRecord: OwnedRecord {
    static let databaseTableName = "timeline_queries"
    var id: String
    var ownerId: String
    var name: String
    /// The `TimelineFilter` as JSON.
    var filter: String
    var orderKey: String
    var createdAt: Date

    var query: TimelineQuery {
        let decoded = (try? JSONDecoder().decode(TimelineFilter.self, from: Data(filter.utf8))) ?? TimelineFilter()
        return TimelineQuery(id: id, name: name, filter: decoded, orderKey: orderKey, createdAt: createdAt)
    }

    static func encode(_ filter: TimelineFilter) -> String {
        String(decoding: (try? JSONEncoder.almanac.encode(filter)) ?? Data("{}".utf8), as: UTF8.self)
    }
}

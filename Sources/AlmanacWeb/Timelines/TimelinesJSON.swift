import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The JSON shapes of the Timelines API (the CLI's `--json` prints them too).
public enum TimelinesJSON {
    struct Timeline: APIType, Codable {
        var id: String
        var name: String
        var icon: String
        var color: String
        var archived: Bool
        var position: Int

        init(_ timeline: AlmanacStore.Timeline, position: Int) {
            id = timeline.id
            name = timeline.name
            icon = timeline.icon
            color = timeline.color
            archived = timeline.archived
            self.position = position
        }

        static func list(_ timelines: [AlmanacStore.Timeline]) -> [Timeline] {
            timelines.enumerated().map { Timeline($1, position: $0) }
        }
    }

    /// An event with its shape, `duration` (null for a single date), `since` (from the start to
    /// today, unsigned; `startIsInFuture` says which way) and `sinceEnd` (ranges only).
    public struct Event: APIType, Codable {
        var id: String
        var timelineId: String
        var title: String
        var notes: String?
        var tags: [String]
        var start: String
        var startPrecision: String
        var end: String?
        var endPrecision: String?
        var ongoing: Bool
        var shape: String
        var duration: ReadableDuration?
        var since: ReadableDuration
        var sinceEnd: ReadableDuration?
        var startIsInFuture: Bool

        public init(_ event: TimelineEvent, today: LocalDay) {
            id = event.id
            timelineId = event.timelineId
            title = event.title
            notes = event.notes
            tags = event.tags
            start = event.start.text
            startPrecision = event.start.precision.name
            end = event.end?.text
            endPrecision = event.end?.precision.name
            ongoing = event.ongoing
            shape = event.shape.rawValue
            duration = event.duration(today: today)
            since = event.sinceStart(today: today)
            sinceEnd = event.sinceEnd(today: today)
            startIsInFuture = event.start.earliest > today
        }

        enum CodingKeys: String, CodingKey {
            case id, timelineId, title, notes, tags, start, startPrecision, end, endPrecision, ongoing, shape, duration, since, sinceEnd,
                startIsInFuture
        }

        /// Every key is always present (null when there is no value), so clients can rely on the shape.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(timelineId, forKey: .timelineId)
            try c.encode(title, forKey: .title)
            try c.encode(notes, forKey: .notes)
            try c.encode(tags, forKey: .tags)
            try c.encode(start, forKey: .start)
            try c.encode(startPrecision, forKey: .startPrecision)
            try c.encode(end, forKey: .end)
            try c.encode(endPrecision, forKey: .endPrecision)
            try c.encode(ongoing, forKey: .ongoing)
            try c.encode(shape, forKey: .shape)
            try c.encode(duration, forKey: .duration)
            try c.encode(since, forKey: .since)
            try c.encode(sinceEnd, forKey: .sinceEnd)
            try c.encode(startIsInFuture, forKey: .startIsInFuture)
        }

        static let fieldNotes: [String: Schema] = [
            "startPrecision": precisions, "endPrecision": precisions,
            "shape": .enumeration(TimelineEvent.Shape.allCases.map(\.rawValue)),
        ]
        static let precisions = Schema.enumeration(PartialDate.Precision.allCases.map(\.name))
    }

    struct Row: APIType, Codable {
        var kind: String
        var date: String
        var event: Event
        static let fieldNotes: [String: Schema] = ["kind": .enumeration(TimelineRow.Kind.allCases.map(\.rawValue))]
    }

    public struct Rows: APIType, Codable {
        var today: LocalDay
        var order: String
        var hideEnds: Bool
        var rows: [Row]

        init(_ selection: TimelineSelection, parameters: TimelineListParameters) {
            self.init(selection, order: parameters.order, hideEnds: parameters.hideEnds)
        }

        public init(_ selection: TimelineSelection, order: TimelineOrder, hideEnds: Bool) {
            today = selection.today
            self.order = order.rawValue
            self.hideEnds = hideEnds
            rows = selection.rows(order: order, hideEnds: hideEnds).map {
                Row(kind: $0.kind.rawValue, date: $0.date.text, event: Event($0.event, today: selection.today))
            }
        }

        static let fieldNotes: [String: Schema] = ["order": .enumeration(TimelineOrder.allCases.map(\.rawValue))]
    }

    struct CrossReference: APIType, Codable {
        struct Group: Codable {
            var timeline: Timeline
            var events: [Event]
        }
        var event: Event
        var groups: [Group]

        init(_ reference: TimelineCrossReference) {
            event = Event(reference.pivot, today: reference.today)
            groups = reference.groups.compactMap { group in
                guard let index = reference.timelines.firstIndex(where: { $0.id == group.timelineId }) else { return nil }
                return Group(
                    timeline: Timeline(reference.timelines[index], position: index),
                    events: group.events.map { Event($0, today: reference.today) })
            }
        }
    }

    /// A saved query; its filter as stored (`TimelineFilter`, with the limit of its timelines).
    struct Query: APIType, Codable {
        var id: String
        var name: String
        var filter: TimelineFilter

        init(_ query: TimelineQuery) {
            id = query.id
            name = query.name
            filter = query.filter
        }
    }

    struct QueryRun: APIType, Codable {
        var query: Query
        var today: LocalDay
        var rows: [Row]
    }

    struct Draft: APIType, Codable {
        var timeline: String
        var title: String
        var notes: String?
        var tags: [String]
        var start: String
        var end: String?
        var ongoing: Bool

        init(_ draft: TimelineEventDraft) {
            timeline = draft.timelineName
            title = draft.title
            notes = draft.notes
            tags = draft.tags
            start = draft.start.text
            end = draft.end?.text
            ongoing = draft.ongoing
        }
    }

    struct RowError: APIType, Codable {
        var line: Int
        var field: String?
        var message: String
        init(_ error: TimelineCSVRowError) {
            line = error.line
            field = error.field
            message = error.message
        }
    }

    struct Preview: APIType, Codable {
        struct Line: Codable {
            var line: Int
            var status: TimelineImportPreview.Status
            var event: Draft?
            var error: RowError?
        }
        var rows: [Line]
        var newTimelines: [String]
        var create: Int
        var existing: Int
        var errors: Int

        init(_ preview: TimelineImportPreview) {
            rows = preview.rows.map {
                Line(line: $0.line, status: $0.status, event: $0.draft.map(Draft.init), error: $0.error.map(RowError.init))
            }
            newTimelines = preview.newTimelines
            create = preview.toCreate.count
            existing = preview.existing.count
            errors = preview.errors.count
        }
    }

    struct Imported: APIType, Codable {
        var created: [Event]
        var createdTimelines: [Timeline]
        var skippedLines: [Int]
        var errors: [RowError]
    }

    // MARK: Requests

    struct NewTimeline: APIType, Codable {
        var name: String
        var icon: String?
        var color: String?
        static let fieldNotes: [String: Schema] = ["name": .title]
    }

    /// A PATCH of a timeline; `before` (an id, or null for the end) moves it.
    struct TimelineChanges: APIType, Codable {
        var name: String?
        var icon: String?
        var color: String?
        var archived: Bool?
        var move: Bool
        var before: String?

        enum CodingKeys: String, CodingKey { case name, icon, color, archived, before }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = try c.decodeIfPresent(String.self, forKey: .name)
            icon = try c.decodeIfPresent(String.self, forKey: .icon)
            color = try c.decodeIfPresent(String.self, forKey: .color)
            archived = try c.decodeIfPresent(Bool.self, forKey: .archived)
            move = c.contains(.before)
            before = try c.decodeIfPresent(String.self, forKey: .before)
        }

        static let fieldNotes: [String: Schema] = ["name": .title]
    }

    /// A new event, or (PATCH) the fields to change: a key that is absent stays as it is; `"end":
    /// null` removes the end.
    struct EventFields: APIType, Codable {
        var title: String?
        var notes: String?
        var hasNotes = false
        var tags: [String]?
        var start: String?
        var end: String?
        var hasEnd = false
        var ongoing: Bool?
        var timelineId: String?

        enum CodingKeys: String, CodingKey { case title, notes, tags, start, end, ongoing, timelineId }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            title = try c.decodeIfPresent(String.self, forKey: .title)
            notes = try c.decodeIfPresent(String.self, forKey: .notes)
            hasNotes = c.contains(.notes)
            tags = try c.decodeIfPresent([String].self, forKey: .tags)
            start = try c.decodeIfPresent(String.self, forKey: .start)
            end = try c.decodeIfPresent(String.self, forKey: .end)
            hasEnd = c.contains(.end)
            ongoing = try c.decodeIfPresent(Bool.self, forKey: .ongoing)
            timelineId = try c.decodeIfPresent(String.self, forKey: .timelineId)
        }

        /// The event these fields make, on top of `existing` for a PATCH.
        func input(over existing: TimelineEvent? = nil) throws -> TimelineEventInput {
            guard let title = title ?? existing?.title else { throw AlmanacError.invalid("title", "title is required.") }
            let start: PartialDate
            if let text = self.start {
                start = try PartialDate(parsing: text, field: "start")
            } else if let existing {
                start = existing.start
            } else {
                throw AlmanacError.invalid("start", "start is required: a year (2015), a month (2015-06) or a day (2015-06-25).")
            }
            var end = existing?.end
            if hasEnd { end = try self.end.flatMap { $0.isEmpty ? nil : try PartialDate(parsing: $0, field: "end") } }
            var ongoing = self.ongoing ?? existing?.ongoing ?? false
            // Giving an end to an ongoing event (or marking a range ongoing) replaces the other.
            if existing != nil {
                if hasEnd && end != nil && self.ongoing == nil { ongoing = false }
                if self.ongoing == true && !hasEnd { end = nil }
            }
            return TimelineEventInput(
                title: title, notes: hasNotes ? notes : existing?.notes, tags: tags ?? existing?.tags ?? [], start: start, end: end,
                ongoing: ongoing)
        }

        static let fieldNotes: [String: Schema] = [
            "title": .title, "tags": .limitedArray(.string, max: Limits.tags), "start": .partialDate,
        ]
        /// A new event: its title and start required; its timeline is the path's.
        static var createSchema: Schema { schema.removing("timelineId").requiring("title", "start") }
    }

    /// `POST /timelines/queries` and `PATCH /timelines/queries/{id}`: a name and a filter in which
    /// every key may be left out (`TimelineFilter` decodes it so), unlike the saved filter answered.
    struct QueryFields: APIType, Codable {
        var name: String?
        var filter: TimelineFilter?
        static var fieldNotes: [String: Schema] { ["filter": TimelineFilter.schema.requiringNone()] }
        /// Without a filter, the query shows every event.
        static var createSchema: Schema { schema.adding(["name": .nonBlank], required: ["name"]) }
    }
}

/// A saved query's filter as the API answers it: every key it holds (`timelineIds` and
/// `ongoingOnly` always), its span's bounds as partial dates.
extension TimelineFilter: APIType {
    static var fieldNotes: [String: Schema] {
        ["timelineIds": .limitedArray(.string, max: Limits.timelinesInQuery), "from": .partialDate, "to": .partialDate]
    }
}

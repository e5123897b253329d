import Foundation

/// "What was happening then": overlap of events with spans of days.
public enum TimelineOverlap {
    /// True when `event` may share a day with `span`: partial dates cover every day they may mean
    /// (a year-only event overlaps every month of that year) and ongoing events reach today.
    public static func overlaps(_ event: TimelineEvent, _ span: DaySpan, today: LocalDay) -> Bool {
        event.span(today: today).overlaps(span)
    }

    /// Every other event that overlaps the pivot's span, grouped by timeline. Groups follow
    /// `timelineOrder` (the user's order of timelines), then any other timeline by id; events
    /// within a group run oldest first by start, then title, then id.
    public static func crossReference(
        pivot: TimelineEvent, among events: [TimelineEvent], timelineOrder: [String] = [], today: LocalDay
    ) -> [CrossReferenceGroup] {
        let span = pivot.span(today: today)
        let overlapping = events.filter { $0.id != pivot.id && overlaps($0, span, today: today) }
        let byTimeline = Dictionary(grouping: overlapping, by: \.timelineId)
        let position = Dictionary(timelineOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let timelineIds = byTimeline.keys.sorted { a, b in
            switch (position[a], position[b]) {
            case (let x?, let y?): x < y
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a < b
            }
        }
        return timelineIds.map { id in
            CrossReferenceGroup(timelineId: id, events: byTimeline[id]!.sorted(by: startsBefore))
        }
    }

    static func startsBefore(_ a: TimelineEvent, _ b: TimelineEvent) -> Bool {
        if a.start.sortKey != b.start.sortKey { return a.start.sortKey < b.start.sortKey }
        if a.title != b.title { return a.title < b.title }
        return a.id < b.id
    }
}

public struct CrossReferenceGroup: Hashable, Codable, Sendable {
    public var timelineId: String
    public var events: [TimelineEvent]

    public init(timelineId: String, events: [TimelineEvent]) {
        self.timelineId = timelineId
        self.events = events
    }
}

/// A saved query: the filters a user names and keeps in the sidebar. Every field is optional
/// and an absent one does not filter; the store loads the candidate events and calls `matches`.
public struct TimelineFilter: Hashable, Codable, Sendable {
    /// Empty means every timeline.
    public var timelineIds: [String]
    /// Matches a tag ignoring case and a leading `#`.
    public var tag: String?
    public var ongoingOnly: Bool
    /// The span of interest: events that overlap `from`…`to` (either bound may be open).
    public var from: PartialDate?
    public var to: PartialDate?
    /// Events overlapping this event's span (the event itself excluded).
    public var overlappingEventId: String?
    /// Words searched in title, notes and tags, ignoring case and accents; every word must occur.
    public var text: String?

    public init(
        timelineIds: [String] = [], tag: String? = nil, ongoingOnly: Bool = false, from: PartialDate? = nil,
        to: PartialDate? = nil, overlappingEventId: String? = nil, text: String? = nil
    ) {
        self.timelineIds = timelineIds
        self.tag = tag
        self.ongoingOnly = ongoingOnly
        self.from = from
        self.to = to
        self.overlappingEventId = overlappingEventId
        self.text = text
    }

    /// Saved JSON may leave out any field.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.timelineIds = try c.decodeIfPresent([String].self, forKey: .timelineIds) ?? []
        self.tag = try c.decodeIfPresent(String.self, forKey: .tag)
        self.ongoingOnly = try c.decodeIfPresent(Bool.self, forKey: .ongoingOnly) ?? false
        self.from = try c.decodeIfPresent(PartialDate.self, forKey: .from)
        self.to = try c.decodeIfPresent(PartialDate.self, forKey: .to)
        self.overlappingEventId = try c.decodeIfPresent(String.self, forKey: .overlappingEventId)
        self.text = try c.decodeIfPresent(String.self, forKey: .text)
    }

    /// Blank texts become nil; refuses a `to` entirely before `from`.
    public func validated() throws(AlmanacError) -> TimelineFilter {
        try Limits.check(count: timelineIds.count, of: "timelineIds", limit: Limits.timelinesInQuery, what: "timelines in a query")
        var filter = self
        filter.tag = Self.blankToNil(tag)
        filter.text = Self.blankToNil(text)
        filter.overlappingEventId = Self.blankToNil(overlappingEventId)
        if let from, let to, to.latest < from.earliest {
            throw .invalid("to", "The span ends at \(to.text), before it starts at \(from.text).")
        }
        return filter
    }

    public var needsPivot: Bool { overlappingEventId != nil }

    /// Whether `event` passes every filter. `pivot` is the event named by `overlappingEventId`;
    /// when that filter is set and the pivot is missing (deleted), nothing matches.
    public func matches(_ event: TimelineEvent, today: LocalDay, pivot: TimelineEvent? = nil) -> Bool {
        if !timelineIds.isEmpty && !timelineIds.contains(event.timelineId) { return false }
        if ongoingOnly && !event.ongoing { return false }
        if let tag = Self.blankToNil(tag) {
            let wanted = Self.tagKey(tag)
            guard event.tags.contains(where: { Self.tagKey($0) == wanted }) else { return false }
        }
        if from != nil || to != nil {
            guard TimelineOverlap.overlaps(event, DaySpan(from: from, to: to), today: today) else { return false }
        }
        if let pivotId = Self.blankToNil(overlappingEventId) {
            guard let pivot, pivot.id == pivotId, event.id != pivotId,
                TimelineOverlap.overlaps(event, pivot.span(today: today), today: today)
            else { return false }
        }
        if let text = Self.blankToNil(text) {
            let haystack = ([event.title, event.notes ?? ""] + event.tags).joined(separator: "\n")
            let words = text.split(whereSeparator: \.isWhitespace)
            guard words.allSatisfy({ haystack.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil })
            else { return false }
        }
        return true
    }

    /// The events of `events` that match, finding the pivot among them.
    public func apply(to events: [TimelineEvent], today: LocalDay) -> [TimelineEvent] {
        let pivot = overlappingEventId.flatMap { id in events.first { $0.id == id } }
        return events.filter { matches($0, today: today, pivot: pivot) }
    }

    private static func tagKey(_ tag: String) -> String {
        var key = tag.trimmingCharacters(in: .whitespaces)
        while key.hasPrefix("#") { key.removeFirst() }
        return key.lowercased()
    }

    private static func blankToNil(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}

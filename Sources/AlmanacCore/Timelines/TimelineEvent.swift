import Foundation

/// One event on a timeline: a single (possibly partial) date, a range with an end, or an ongoing
/// range (started, not ended). The store keeps these fields; Core computes rows, durations and
/// overlaps from them.
public struct TimelineEvent: Identifiable, Hashable, Codable, Sendable {
    public var id: String
    public var timelineId: String
    public var title: String
    public var notes: String?
    public var start: PartialDate
    public var end: PartialDate?
    public var ongoing: Bool
    public var tags: [String]

    public init(
        id: String, timelineId: String, title: String, notes: String? = nil, start: PartialDate, end: PartialDate? = nil,
        ongoing: Bool = false, tags: [String] = []
    ) {
        self.id = id
        self.timelineId = timelineId
        self.title = title
        self.notes = notes
        self.start = start
        self.end = end
        self.ongoing = ongoing
        self.tags = tags
    }

    public enum Shape: String, Codable, Sendable, CaseIterable {
        case single, range, ongoing
    }

    public var shape: Shape {
        ongoing ? .ongoing : end != nil ? .range : .single
    }

    /// Refuses an end together with `ongoing`, and an end entirely before the start. Partial dates
    /// compare by what they may mean: the end is accepted when its latest day is not before the
    /// start's earliest day (`2015`…`2015-03` is fine, `2015-06`…`2014` is not).
    public static func validateDates(start: PartialDate, end: PartialDate?, ongoing: Bool) throws(AlmanacError) {
        guard let end else { return }
        guard !ongoing else {
            throw .invalid("end", "An event is either ongoing or has an end, not both.")
        }
        guard end.latest >= start.earliest else {
            throw .invalid("end", "The end \(end.text) is before the start \(start.text).")
        }
    }

    /// The event with its title trimmed and checked, notes within the limit, tags cleaned up
    /// (see `normalizedTags`) and its dates checked.
    public func validated() throws(AlmanacError) -> TimelineEvent {
        var event = self
        event.title = try Validate.title(title)
        event.notes = try Validate.notes(notes)
        event.tags = try Self.normalizedTags(tags)
        try Self.validateDates(start: start, end: end, ongoing: ongoing)
        return event
    }

    /// Trims tags, drops a leading `#` and empty tags, and keeps the first spelling of tags that
    /// differ only in case, so `Work`, `#work` and `work ` are one tag.
    public static func normalizedTags(_ tags: [String]) throws(AlmanacError) -> [String] {
        try Limits.check(count: tags.count, of: "tags", limit: Limits.tags, what: "tags on an event")
        var seen = Set<String>()
        var result: [String] = []
        for raw in tags {
            var tag = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            while tag.hasPrefix("#") { tag.removeFirst() }
            tag = tag.trimmingCharacters(in: .whitespaces)
            guard !tag.isEmpty else { continue }
            try Validate.plainText(tag, field: "tags")
            guard Validate.length(tag) <= Limits.nameLength else {
                throw .invalid(
                    "tags", "The tag “\(tag.prefix(20))…” is \(Validate.length(tag)) characters long; the limit is \(Limits.nameLength).")
            }
            if seen.insert(tag.lowercased()).inserted { result.append(tag) }
        }
        return result
    }

    /// The days the event may cover: from the start's earliest day to the end's latest day; an
    /// ongoing event reaches today (or its start's latest day, if it starts in the future); a
    /// single date covers what it means (a year-only date covers the whole year).
    public func span(today: LocalDay) -> DaySpan {
        let first = start.earliest
        let last: LocalDay =
            if let end { end.latest } else if ongoing { max(today, start.latest) } else { start.latest }
        return DaySpan(first: first, last: last)
    }

    /// How long the range lasted (ongoing: up to today); nil for a single date.
    public func duration(today: LocalDay, calendar: Calendar = ReadableDuration.gregorian) -> ReadableDuration? {
        if let end { return ReadableDuration.between(start, end, calendar: calendar) }
        if ongoing { return ReadableDuration.between(start, PartialDate(today), calendar: calendar) }
        return nil
    }

    /// Time since the start, up to today.
    public func sinceStart(today: LocalDay, calendar: Calendar = ReadableDuration.gregorian) -> ReadableDuration {
        ReadableDuration.since(start, today: today, calendar: calendar)
    }

    /// Time since the end of a range; nil for single dates and ongoing ranges.
    public func sinceEnd(today: LocalDay, calendar: Calendar = ReadableDuration.gregorian) -> ReadableDuration? {
        end.map { ReadableDuration.since($0, today: today, calendar: calendar) }
    }
}

/// An inclusive run of days, `first...last`.
public struct DaySpan: Hashable, Codable, Sendable {
    public var first: LocalDay
    public var last: LocalDay

    public init(first: LocalDay, last: LocalDay) {
        self.first = first
        self.last = last
    }

    /// From the earliest day of `from` to the latest day of `to`; a missing bound is open.
    public init(from: PartialDate?, to: PartialDate?) {
        self.first = from?.earliest ?? LocalDay(year: 1, month: 1, day: 1)
        self.last = to?.latest ?? LocalDay(year: 9999, month: 12, day: 31)
    }

    /// True when the two spans share at least one day.
    public func overlaps(_ other: DaySpan) -> Bool {
        first <= other.last && other.first <= last
    }

    public func contains(_ day: LocalDay) -> Bool {
        first <= day && day <= last
    }
}

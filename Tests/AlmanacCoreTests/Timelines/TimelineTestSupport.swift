import Foundation

@testable import AlmanacCore

/// A compact way to write events in tests: `event("job", "2015-06-25", "2019-08-29")`.
func event(
    _ id: String, _ start: String, _ end: String? = nil, ongoing: Bool = false, title: String? = nil,
    timeline: String = "life", tags: [String] = [], notes: String? = nil
) -> TimelineEvent {
    TimelineEvent(
        id: id, timelineId: timeline, title: title ?? id, notes: notes, start: try! PartialDate(parsing: start),
        end: end.map { try! PartialDate(parsing: $0) }, ongoing: ongoing, tags: tags)
}

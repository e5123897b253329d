import AlmanacCore
import AlmanacStore
import Foundation

/// How timeline dates, durations and notes read on the pages.
enum TimelinesFormat {
    /// nil when blank, else trimmed.
    static func nonBlank(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// `25 Jun 2015` (`Jun 25, 2015` month first), `Jun 2015`, `2015`, with `~` in front when approximate.
    static func date(_ date: PartialDate) -> String {
        let text = Dates.partial(year: date.year, month: date.month, day: date.day)
        return date.isApproximate ? "~" + text : text
    }

    /// The event's dates in one line: `25 Jun 2015 – 29 Aug 2019`, `since Sep 2019`, `2016`.
    static func dates(_ event: TimelineEvent) -> String {
        if let end = event.end { return "\(date(event.start)) – \(date(end))" }
        if event.ongoing { return "\(date(event.start)) – now" }
        return date(event.start)
    }

    /// `3 years ago`, `in 2 months`, `today`: the distance to `date` from today, with its direction.
    static func relative(_ date: PartialDate, today: LocalDay) -> String {
        let since = ReadableDuration.since(date, today: today)
        if since.text == "today" { return "today" }
        if date.earliest > today { return "in " + since.text }
        if date.latest >= today && date.precision != .day { return "this " + date.precision.name }
        return since.text + " ago"
    }
}

/// The list's state in the address bar: the filter, the order and whether end rows show. The
/// same names serve the pages and `GET /api/v1/timelines/rows`.
struct TimelineListParameters: Sendable, Equatable {
    var filter = TimelineFilter()
    var order: TimelineOrder = .newestFirst
    var hideEnds = false
    /// The saved query these filters came from.
    var queryId: String?

    static let names = ["timeline", "tag", "ongoing", "from", "to", "overlapping", "q", "order", "hideEnds", "query"]

    /// Reads the address bar; a bad date or order names its parameter.
    init(query: FormData) throws {
        filter.timelineIds = query.all("timeline").flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
        filter.tag = query.optional("tag")
        filter.ongoingOnly = Self.flag(query["ongoing"])
        filter.from = try query.optional("from").map { try PartialDate(parsing: $0, field: "from") }
        filter.to = try query.optional("to").map { try PartialDate(parsing: $0, field: "to") }
        filter.overlappingEventId = query.optional("overlapping")
        filter.text = query.optional("q")
        if let order = query.optional("order") {
            guard let parsed = TimelineOrder(rawValue: order) else {
                throw AlmanacError.invalid("order", "order is desc (newest first) or asc (oldest first), not “\(order)”.")
            }
            self.order = parsed
        }
        hideEnds = Self.flag(query["hideEnds"])
        queryId = query.optional("query")
        filter = try filter.validated()
    }

    init(filter: TimelineFilter = TimelineFilter(), order: TimelineOrder = .newestFirst, hideEnds: Bool = false, queryId: String? = nil) {
        self.filter = filter
        self.order = order
        self.hideEnds = hideEnds
        self.queryId = queryId
    }

    static func flag(_ value: String?) -> Bool {
        guard let value = value?.lowercased() else { return false }
        return ["1", "true", "yes", "on"].contains(value)
    }

    var hasFilter: Bool { filter != TimelineFilter() }

    /// The filter's own fields as query items (no order, ends or saved query).
    var filterItems: [(String, String)] {
        var items: [(String, String)] = filter.timelineIds.map { ("timeline", $0) }
        if let tag = filter.tag { items.append(("tag", tag)) }
        if filter.ongoingOnly { items.append(("ongoing", "1")) }
        if let from = filter.from { items.append(("from", from.text)) }
        if let to = filter.to { items.append(("to", to.text)) }
        if let overlapping = filter.overlappingEventId { items.append(("overlapping", overlapping)) }
        if let text = filter.text { items.append(("q", text)) }
        return items
    }

    var items: [(String, String)] {
        var items = filterItems
        if order == .oldestFirst { items.append(("order", "asc")) }
        if hideEnds { items.append(("hideEnds", "1")) }
        return items
    }

    /// The link to `route` with these parameters as its query.
    func url(_ route: Route = TimelinesRoutes.list) -> Href {
        Self.url(route, items)
    }

    static func url(_ route: Route, _ items: [(String, String)]) -> Href {
        items.reduce(route.href) { $0.adding($1.0, $1.1) }
    }
}

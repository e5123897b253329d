import Foundation

/// One line of the merged timeline list: a single-date event is one row, a range gives a start
/// and an end row, an ongoing range a start and an ongoing row dated today.
public struct TimelineRow: Identifiable, Hashable, Codable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case single, start, end, ongoing

        /// Chronological order of rows on the same date: a range's start comes before its own
        /// end even when both fall on one day, and an ongoing row (today) comes last.
        var sameDateRank: Int {
            switch self {
            case .start: 0
            case .single: 1
            case .end: 2
            case .ongoing: 3
            }
        }
    }

    public let kind: Kind
    /// The date the row stands for: the start, the end, or today for an ongoing row.
    public let date: PartialDate
    public let event: TimelineEvent

    public var id: String { "\(event.id)/\(kind.rawValue)" }

    public init(kind: Kind, date: PartialDate, event: TimelineEvent) {
        self.kind = kind
        self.date = date
        self.event = event
    }
}

public enum TimelineOrder: String, Codable, Sendable, CaseIterable {
    case newestFirst = "desc"
    case oldestFirst = "asc"
}

extension TimelineRow {
    /// The merged, sorted rows of `events` (from one timeline or several).
    ///
    /// Order: by date as ISO text (`2018-12-31 < 2019 < 2019-03 < 2019-03-05`, an approximate
    /// date sorts as its exact text); on the same date chronologically start, single, end,
    /// ongoing; newest first reverses exactly that. Remaining ties go by title (ignoring case),
    /// then title, then event id, ascending in both orders so equal rows read alphabetically.
    ///
    /// `hideEnds` drops end and ongoing rows, leaving one row per event at its start.
    public static func rows(
        for events: [TimelineEvent], order: TimelineOrder = .newestFirst, hideEnds: Bool = false, today: LocalDay
    ) -> [TimelineRow] {
        var rows: [TimelineRow] = []
        rows.reserveCapacity(events.count * 2)
        for event in events {
            if event.end == nil && !event.ongoing {
                rows.append(TimelineRow(kind: .single, date: event.start, event: event))
                continue
            }
            rows.append(TimelineRow(kind: .start, date: event.start, event: event))
            guard !hideEnds else { continue }
            if let end = event.end {
                rows.append(TimelineRow(kind: .end, date: end, event: event))
            } else {
                rows.append(TimelineRow(kind: .ongoing, date: PartialDate(today), event: event))
            }
        }
        // Each row's keys are made once, not in every comparison (a date's text and a lowercased
        // title were most of a long list's sort).
        return rows.map(SortKey.init).sorted { a, b in a.comesBefore(b, order: order) }.map(\.row)
    }

    /// A row with what it is sorted by.
    private struct SortKey {
        let row: TimelineRow
        let date: String
        let rank: Int
        let lowercasedTitle: String

        init(_ row: TimelineRow) {
            self.row = row
            date = row.date.sortKey
            rank = row.kind.sameDateRank
            lowercasedTitle = row.event.title.lowercased()
        }

        func comesBefore(_ other: SortKey, order: TimelineOrder) -> Bool {
            let mine = (date, rank)
            let theirs = (other.date, other.rank)
            if mine != theirs {
                return order == .oldestFirst ? mine < theirs : mine > theirs
            }
            if lowercasedTitle != other.lowercasedTitle { return lowercasedTitle < other.lowercasedTitle }
            if row.event.title != other.row.event.title { return row.event.title < other.row.event.title }
            return row.event.id < other.row.event.id
        }
    }
}

import Foundation
import Testing

@testable import AlmanacCore

@Suite struct TimelineRowsTests {
    let today = LocalDay("2026-03-10")!

    func labels(_ rows: [TimelineRow]) -> [String] {
        rows.map { "\($0.event.id) \($0.kind.rawValue) \($0.date.text)" }
    }

    @Test func mergesSingleRangeAndOngoingEventsNewestFirst() {
        let events = [
            event("school", "2005", "2010"),
            event("berlin", "2015-06", ongoing: true),
            event("sober", "2020-02-29"),
        ]
        #expect(
            labels(TimelineRow.rows(for: events, today: today)) == [
                "berlin ongoing 2026-03-10",
                "sober single 2020-02-29",
                "berlin start 2015-06",
                "school end 2010",
                "school start 2005",
            ])
    }

    @Test func oldestFirstIsTheReverse() {
        let events = [event("school", "2005", "2010"), event("berlin", "2015-06", ongoing: true), event("sober", "2020-02-29")]
        let newest = TimelineRow.rows(for: events, order: .newestFirst, today: today)
        let oldest = TimelineRow.rows(for: events, order: .oldestFirst, today: today)
        #expect(oldest == newest.reversed())
        #expect(oldest.first?.kind == .start)
        #expect(oldest.last?.kind == .ongoing)
    }

    @Test func hidingEndsLeavesOneRowPerEventByStart() {
        let events = [event("school", "2005", "2010"), event("berlin", "2015-06", ongoing: true), event("sober", "2020-02-29")]
        let rows = TimelineRow.rows(for: events, order: .newestFirst, hideEnds: true, today: today)
        #expect(labels(rows) == ["sober single 2020-02-29", "berlin start 2015-06", "school start 2005"])
    }

    @Test func partialDatesSortAsISOText() {
        let events = [
            event("a", "2019-03-05"), event("b", "2019"), event("c", "2018-12-31"), event("d", "2019-03"),
            event("e", "~2019-03"),
        ]
        let rows = TimelineRow.rows(for: events, order: .oldestFirst, today: today)
        // An approximate date sorts as its exact text; the tie then goes by title.
        #expect(rows.map(\.event.id) == ["c", "b", "d", "e", "a"])
    }

    @Test func sameDateOrdersStartSingleEndOngoingChronologically() {
        // A job ends and the next one starts on the same day; a party that day; a one-day trip.
        let events = [
            event("old job", "2015-01-01", "2019-08-29"),
            event("new job", "2019-08-29", "2021"),
            event("party", "2019-08-29"),
            event("trip", "2019-08-29", "2019-08-29"),
        ]
        let oldest = labels(TimelineRow.rows(for: events, order: .oldestFirst, today: today))
        #expect(
            oldest == [
                "old job start 2015-01-01",
                "new job start 2019-08-29",
                "trip start 2019-08-29",
                "party single 2019-08-29",
                "old job end 2019-08-29",
                "trip end 2019-08-29",
                "new job end 2021",
            ])
        let newest = labels(TimelineRow.rows(for: events, order: .newestFirst, today: today))
        // Newest first reverses dates and kinds, but titles still read alphabetically.
        #expect(
            newest == [
                "new job end 2021",
                "old job end 2019-08-29",
                "trip end 2019-08-29",
                "party single 2019-08-29",
                "new job start 2019-08-29",
                "trip start 2019-08-29",
                "old job start 2015-01-01",
            ])
    }

    @Test func aRangeStartsBeforeItEndsInBothOrders() {
        let trip = [event("trip", "2019-08-29", "2019-08-29")]
        #expect(TimelineRow.rows(for: trip, order: .oldestFirst, today: today).map(\.kind) == [.start, .end])
        #expect(TimelineRow.rows(for: trip, order: .newestFirst, today: today).map(\.kind) == [.end, .start])
    }

    @Test func ongoingRowsSortAsToday() {
        let events = [event("now", "2020", ongoing: true), event("today", "2026-03-10"), event("tomorrow", "2026-03-11")]
        let rows = labels(TimelineRow.rows(for: events, order: .newestFirst, today: today))
        #expect(rows == ["tomorrow single 2026-03-11", "now ongoing 2026-03-10", "today single 2026-03-10", "now start 2020"])
    }

    @Test func equalTitlesFallBackToIdAndIgnoreCaseFirst() {
        let events = [
            event("2", "2019", title: "Move"), event("1", "2019", title: "Move"), event("3", "2019", title: "apple"),
            event("4", "2019", title: "Banana"),
        ]
        let ids = TimelineRow.rows(for: events, order: .newestFirst, today: today).map(\.event.id)
        #expect(ids == ["3", "4", "1", "2"])
        #expect(TimelineRow.rows(for: events.reversed(), order: .newestFirst, today: today).map(\.event.id) == ids)
    }

    @Test func rowIdsAreUniquePerEventAndKind() {
        let rows = TimelineRow.rows(for: [event("job", "2015", "2019")], today: today)
        #expect(Set(rows.map(\.id)) == ["job/start", "job/end"])
    }
}

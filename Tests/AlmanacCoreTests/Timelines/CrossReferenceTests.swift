import Foundation
import Testing

@testable import AlmanacCore

@Suite struct OverlapTests {
    let today = LocalDay("2026-03-10")!

    func span(_ from: String?, _ to: String?) -> DaySpan {
        DaySpan(from: from.map { try! PartialDate(parsing: $0) }, to: to.map { try! PartialDate(parsing: $0) })
    }

    @Test(arguments: 1...12)
    func aYearOnlyEventOverlapsEveryMonthOfItsYear(month: Int) {
        let month = String(format: "2019-%02d", month)
        #expect(TimelineOverlap.overlaps(event("year", "2019"), span(month, month), today: today))
    }

    @Test(
        arguments: [
            ("2019", nil, "2018-12", "2018-12", false),
            ("2019", nil, "2020-01", "2020-01", false),
            ("2019-03", nil, "2019-03-31", "2019-03-31", true),
            ("2019-03", nil, "2019-04-01", "2019-04-01", false),
            ("2015-06-25", "2019-08-29", "2019-08-29", "2019-12-31", true),
            ("2015-06-25", "2019-08-29", "2019-08-30", "2020", false),
            ("2015-06", "2019", "2012", "2015-06-01", true),
            ("2015-06", "2019", "2012", "2015-05", false),
            ("2015", "2016-02", "2016-02-29", nil, true),
            ("~2015", nil, nil, "2015-01-01", true),
        ] as [(String, String?, String?, String?, Bool)])
    func partialDatesCoverEveryDayTheyMayMean(start: String, end: String?, from: String?, to: String?, expected: Bool) {
        #expect(TimelineOverlap.overlaps(event("e", start, end), span(from, to), today: today) == expected)
    }

    @Test func ongoingEventsReachToday() {
        let job = event("job", "2024-05", ongoing: true)
        #expect(TimelineOverlap.overlaps(job, span("2026-03-10", nil), today: today))
        #expect(!TimelineOverlap.overlaps(job, span("2026-03-11", nil), today: today))
        #expect(job.span(today: today) == DaySpan(first: LocalDay("2024-05-01")!, last: today))
        // Starting in the future, it covers at least its own start.
        #expect(event("plan", "2027", ongoing: true).span(today: today).last == LocalDay("2027-12-31")!)
    }

    /// Compares span overlap with a day-by-day model over a few years of random partial dates.
    @Test func matchesADayByDayModel() {
        var random = SeededRandom(seed: 42)
        func randomDate() -> PartialDate {
            let year = Int.random(in: 2018...2020, using: &random)
            switch Int.random(in: 0...2, using: &random) {
            case 0: return try! PartialDate(year: year)
            case 1: return try! PartialDate(year: year, month: Int.random(in: 1...12, using: &random))
            default:
                let month = Int.random(in: 1...12, using: &random)
                return try! PartialDate(
                    year: year, month: month, day: Int.random(in: 1...LocalDay.daysIn(month: month, year: year), using: &random))
            }
        }
        func days(_ span: DaySpan) -> Set<LocalDay> {
            Set((0...span.first.days(to: span.last)).map { span.first.adding(days: $0) })
        }
        for _ in 0..<300 {
            let a = randomDate()
            let b = randomDate()
            let (start, end) = a.earliest <= b.latest ? (a, b) : (b, a)
            let e = TimelineEvent(id: "e", timelineId: "t", title: "e", start: start, end: end)
            let from = randomDate()
            let to = randomDate()
            guard to.latest >= from.earliest else { continue }
            let query = DaySpan(from: from, to: to)
            let model = !days(e.span(today: today)).isDisjoint(with: days(query))
            #expect(TimelineOverlap.overlaps(e, query, today: today) == model, "\(start)–\(end) vs \(from)–\(to)")
        }
    }
}

@Suite struct CrossReferenceTests {
    let today = LocalDay("2026-03-10")!
    let job = event("job", "2015-06-25", "2019-08-29", title: "Employed at Company Z", timeline: "work")
    var events: [TimelineEvent] {
        [
            job,
            event("berlin", "2014", "2016-03", timeline: "homes"),
            event("munich", "2016-03", ongoing: true, timeline: "homes"),
            event("phone", "2019-09", timeline: "devices"),
            event("laptop", "~2019", timeline: "devices"),
            event("school", "2005", "2010", timeline: "education"),
            event("next job", "2019-08-29", ongoing: true, timeline: "work"),
        ]
    }

    @Test func groupsEverythingOverlappingThePivotByTimeline() {
        let groups = TimelineOverlap.crossReference(pivot: job, among: events, timelineOrder: ["work", "homes"], today: today)
        #expect(groups.map(\.timelineId) == ["work", "homes", "devices"])
        #expect(groups.map { $0.events.map(\.id) } == [["next job"], ["berlin", "munich"], ["laptop"]])
    }

    @Test func ongoingPivotReachesToday() {
        let munich = events.first { $0.id == "munich" }!
        let groups = TimelineOverlap.crossReference(pivot: munich, among: events, today: today)
        #expect(groups.map(\.timelineId) == ["devices", "homes", "work"])
        #expect(groups.flatMap(\.events).map(\.id).sorted() == ["berlin", "job", "laptop", "next job", "phone"])
    }
}

@Suite struct TimelineFilterTests {
    let today = LocalDay("2026-03-10")!
    let events = [
        event("job", "2015-06-25", "2019-08-29", title: "Employed at Company Z", timeline: "work", tags: ["career"]),
        event("berlin", "2014", "2016-03", title: "Lived in Berlin", timeline: "homes", notes: "Flat in Neukölln"),
        event("munich", "2016-03", ongoing: true, title: "Lived in München", timeline: "homes", tags: ["#Bavaria"]),
        event("sober", "2020-02-29", title: "Sober", timeline: "health"),
    ]

    func ids(_ filter: TimelineFilter) -> [String] {
        filter.apply(to: events, today: today).map(\.id)
    }

    @Test func emptyFilterMatchesEverything() {
        #expect(ids(TimelineFilter()) == ["job", "berlin", "munich", "sober"])
    }

    @Test func filtersByTimelineTagAndOngoing() {
        #expect(ids(TimelineFilter(timelineIds: ["homes", "health"])) == ["berlin", "munich", "sober"])
        #expect(ids(TimelineFilter(tag: "bavaria")) == ["munich"])
        #expect(ids(TimelineFilter(tag: "#Career")) == ["job"])
        #expect(ids(TimelineFilter(ongoingOnly: true)) == ["munich"])
    }

    @Test func filtersBySpanWithPartialDates() throws {
        #expect(
            ids(TimelineFilter(from: try PartialDate(parsing: "2016-03"), to: try PartialDate(parsing: "2016-03"))) == [
                "job", "berlin", "munich",
            ])
        #expect(ids(TimelineFilter(from: try PartialDate(parsing: "2020"))) == ["munich", "sober"])
        #expect(ids(TimelineFilter(to: try PartialDate(parsing: "2014-12"))) == ["berlin"])
    }

    @Test func filtersByOverlapWithAnEvent() {
        #expect(ids(TimelineFilter(overlappingEventId: "job")) == ["berlin", "munich"])
        // A pivot that no longer exists matches nothing rather than everything.
        #expect(ids(TimelineFilter(overlappingEventId: "deleted")) == [])
    }

    @Test func textSearchIgnoresCaseAndAccentsAndNeedsEveryWord() {
        #expect(ids(TimelineFilter(text: "munchen")) == ["munich"])
        #expect(ids(TimelineFilter(text: "lived NEUKOLLN")) == ["berlin"])
        #expect(ids(TimelineFilter(text: "lived career")) == [])
        #expect(ids(TimelineFilter(text: "  ")) == ["job", "berlin", "munich", "sober"])
    }

    @Test func combinesFilters() throws {
        let filter = TimelineFilter(timelineIds: ["homes"], ongoingOnly: true, from: try PartialDate(parsing: "2019"), text: "lived")
        #expect(ids(filter) == ["munich"])
    }

    @Test func decodesSavedJSONWithMissingFieldsAndRoundTrips() throws {
        let decoded = try JSONDecoder().decode(TimelineFilter.self, from: Data(#"{"tag":"career","from":"2015~"}"#.utf8))
        #expect(decoded == TimelineFilter(tag: "career", from: try PartialDate(parsing: "~2015")))
        let full = TimelineFilter(
            timelineIds: ["a"], tag: "t", ongoingOnly: true, from: try PartialDate(parsing: "2015"),
            to: try PartialDate(parsing: "2016-02"), overlappingEventId: "e", text: "x")
        #expect(try JSONDecoder().decode(TimelineFilter.self, from: JSONEncoder().encode(full)) == full)
    }

    @Test func refusesASpanEndingBeforeItStarts() throws {
        let filter = TimelineFilter(from: try PartialDate(parsing: "2016"), to: try PartialDate(parsing: "2015-12"))
        #expect(throws: AlmanacError.invalid("to", "The span ends at 2015-12, before it starts at 2016.")) { try filter.validated() }
        #expect(try TimelineFilter(tag: " ", text: "").validated() == TimelineFilter())
    }
}

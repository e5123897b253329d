import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// Each Timelines page is one read transaction, with a number of statements that does not grow
/// with the events.
@Suite struct TimelinesPagesTests {
    struct Fixture {
        var database: AppDatabase
        var user: User
        var timeline: Timeline
        var event: TimelineEvent
        var query: TimelineQuery
    }

    /// The transactions and statements `page` takes with `count` events on each of two timelines.
    func statements(with count: Int, _ page: (Fixture) async throws -> Void) async throws -> (Int, Int) {
        let log = StatementLog()
        let clock = TestClock(Date(timeIntervalSince1970: 1_710_072_000), step: 1)
        let database = try log.database(now: { clock.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let homes = try await database.addTimeline(owner: user.id, name: "Homes")
        let work = try await database.addTimeline(owner: user.id, name: "Work")
        var first: TimelineEvent?
        for index in 0..<count {
            for timeline in [homes, work] {
                let event = try await database.addEvent(
                    owner: user.id, timelineId: timeline.id,
                    TimelineEventInput(
                        title: "\(timeline.name) \(index)", tags: ["t\(index)"], start: try PartialDate(parsing: "\(2000 + index)"),
                        end: try PartialDate(parsing: "\(2001 + index)")))
                first = first ?? event
            }
        }
        let query = try await database.addTimelineQuery(owner: user.id, name: "Homes", filter: TimelineFilter(timelineIds: [homes.id]))
        log.reset()
        try await page(Fixture(database: database, user: user, timeline: homes, event: first!, query: query))
        return (log.transactions, log.statements.count)
    }

    @Test(arguments: ["list", "filtered", "query", "overlapping", "manage", "new", "edit"])
    func everyPageIsOneReadThatDoesNotGrowWithTheData(_ kind: String) async throws {
        func show(_ f: Fixture) async throws {
            let owner = f.user.id
            switch kind {
            case "list":
                let page = try await f.database.timelinesListPage(owner: owner, filter: TimelineFilter(), queryId: nil)
                #expect(page.selection.timelines.count == 2)
            case "filtered":
                let page = try await f.database.timelinesListPage(owner: owner, filter: TimelineFilter(tag: "t0"), queryId: nil)
                #expect(page.selection.events.count == 2)
            case "query":
                let page = try await f.database.timelinesListPage(owner: owner, filter: TimelineFilter(), queryId: f.query.id)
                #expect(page.activeQuery?.name == "Homes")
                #expect(page.selection.events.allSatisfy { $0.timelineId == f.timeline.id })
            case "overlapping":
                let page = try await f.database.timelinesListPage(
                    owner: owner, filter: TimelineFilter(overlappingEventId: f.event.id), queryId: nil)
                #expect(page.pivot?.id == f.event.id)
            case "manage":
                let page = try await f.database.timelinesManagePage(owner: owner)
                #expect(page.timelines.map(\.name) == ["Homes", "Work"])
                #expect(page.counts[f.timeline.id] == page.counts.values.max())
            case "new":
                #expect(try await f.database.timelineEventFormPage(owner: owner, eventId: nil).event == nil)
            default:
                #expect(try await f.database.timelineEventFormPage(owner: owner, eventId: f.event.id).event?.id == f.event.id)
            }
        }
        let (fewTransactions, few) = try await statements(with: 2, show)
        let (manyTransactions, many) = try await statements(with: 6, show)
        #expect(fewTransactions == 1 && manyTransactions == 1)
        #expect(few == many, "\(kind): \(few) statements with 2 events a timeline, \(many) with 6")
    }

    @Test func theManagePageCountsEachTimelinesEvents() async throws {
        _ = try await statements(with: 3) { f in
            let page = try await f.database.timelinesManagePage(owner: f.user.id)
            #expect(page.timelines.map { page.counts[$0.id] ?? 0 } == [3, 3])
        }
    }
}

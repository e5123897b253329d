import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

/// 2024-03-10 12:00 UTC: "today" is 2024-03-10 for the Berlin test user.
private let fixedNow = Date(timeIntervalSince1970: 1_710_072_000)

private func date(_ text: String) -> PartialDate { try! PartialDate(parsing: text) }

private func input(_ title: String, _ start: String, _ end: String? = nil, ongoing: Bool = false, tags: [String] = [])
    -> TimelineEventInput
{
    TimelineEventInput(title: title, tags: tags, start: date(start), end: end.map(date), ongoing: ongoing)
}

private func makeStore() async throws -> (AppDatabase, User) {
    let (database, user) = try await makeDatabaseWithUser("ada")
    let clock = TestClock(fixedNow, step: 1)
    return (database.with(now: { clock.now }), user)
}

private func count(_ database: AppDatabase, _ table: String) async throws -> Int {
    try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
}

@Suite struct TimelinesStoreTests {
    /// An API PATCH that renames and moves a timeline is one intent: one undo takes both back.
    @Test func renamingAndMovingATimelineIsOneUndoStep() async throws {
        let (database, user) = try await makeStore()
        let work = try await database.addTimeline(owner: user.id, name: "Work")
        _ = try await database.addTimeline(owner: user.id, name: "Homes")
        let travel = try await database.addTimeline(owner: user.id, name: "Travel")
        _ = try await database.updateTimeline(owner: user.id, id: travel.id, name: "Trips", move: .before(work.id))
        #expect(try await database.timelines(owner: user.id).map(\.name) == ["Trips", "Work", "Homes"])
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Changed the timeline “Trips”")
        #expect(try await database.timelines(owner: user.id).map(\.name) == ["Work", "Homes", "Travel"])
        // One place down, after the next one, as the manage page's ↓ button asks.
        _ = try await database.updateTimeline(owner: user.id, id: work.id, move: .after(travel.id))
        #expect(try await database.timelines(owner: user.id).map(\.name) == ["Homes", "Travel", "Work"])
    }

    /// An event moved to a timeline that does not exist yet creates it, in the same undo step.
    @Test func anEventMovedToANewTimelineIsOneUndoStep() async throws {
        let (database, user) = try await makeStore()
        let job = try await database.addEvent(owner: user.id, timelineNamed: "Work", input("Company X", "2015")).event
        _ = try await database.updateEvent(owner: user.id, id: job.id, timelineNamed: "Side projects", input("Company X", "2015"))
        #expect(try await database.timelines(owner: user.id).map(\.name) == ["Work", "Side projects"])
        #expect(try await database.event(owner: user.id, id: job.id).timelineId != job.timelineId)
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await database.timelines(owner: user.id).map(\.name) == ["Work"])
        #expect(try await database.event(owner: user.id, id: job.id).timelineId == job.timelineId)
    }

    @Test func timelinesKeepTheirOrderNamesAndColours() async throws {
        let (database, user) = try await makeStore()
        let work = try await database.addTimeline(owner: user.id, name: "Work", icon: "💼")
        let homes = try await database.addTimeline(owner: user.id, name: "Homes", icon: "🏠", color: "#3B6FB6")
        let devices = try await database.addTimeline(owner: user.id, name: "Devices")
        #expect(homes.color == "#3b6fb6")
        #expect(work.color != devices.color)
        #expect(try await database.timelines(owner: user.id).map(\.name) == ["Work", "Homes", "Devices"])

        try await database.moveTimeline(owner: user.id, id: devices.id, before: work.id)
        try await database.moveTimeline(owner: user.id, id: work.id, before: nil)
        #expect(try await database.timelines(owner: user.id).map(\.name) == ["Devices", "Homes", "Work"])

        await #expect(throws: AlmanacError.conflict("You already have a timeline named “Work”.")) {
            _ = try await database.addTimeline(owner: user.id, name: "work")
        }
        await #expect(throws: AlmanacError.invalid("color", "A colour is written #rrggbb (like #2f6f5e), not “red”.")) {
            _ = try await database.addTimeline(owner: user.id, name: "Cars", color: "red")
        }
        await #expect(throws: AlmanacError.invalid("name", "Name must not be empty.")) {
            _ = try await database.addTimeline(owner: user.id, name: "  ")
        }
        await #expect(throws: AlmanacError.self) {
            _ = try await database.addTimeline(owner: user.id, name: "Cars", icon: "not an emoji")
        }
        let archived = try await database.updateTimeline(owner: user.id, id: homes.id, archived: true)
        #expect(archived.archived)
        #expect(try await database.timelines(owner: user.id, includeArchived: false).map(\.name) == ["Devices", "Work"])
    }

    @Test func eventsAreValidatedAndAnEndBeforeItsStartIsRefused() async throws {
        let (database, user) = try await makeStore()
        let work = try await database.addTimeline(owner: user.id, name: "Work")
        await #expect(throws: AlmanacError.invalid("end", "The end 2014 is before the start 2015-06.")) {
            _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Job", "2015-06", "2014"))
        }
        await #expect(throws: AlmanacError.invalid("end", "An event is either ongoing or has an end, not both.")) {
            _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Job", "2015", "2016", ongoing: true))
        }
        await #expect(throws: AlmanacError.invalid("title", "Title must not be empty.")) {
            _ = try await database.addEvent(owner: user.id, timelineId: work.id, input(" ", "2015"))
        }
        #expect(try await count(database, "timeline_events") == 0)

        let job = try await database.addEvent(
            owner: user.id, timelineId: work.id,
            input("Employed at Company Z", "2015-06-25", "2019-08-29", tags: ["#Job", "job", "career"]))
        #expect(job.tags == ["Job", "career"])
        #expect(try await database.event(owner: user.id, id: job.id) == job)
        // The same title and start twice on one timeline would make re-imports ambiguous.
        await #expect(throws: AlmanacError.conflict("“Employed at Company Z” starting 2015-06-25 is already on Work.")) {
            _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("employed at company z", "2015-06-25"))
        }
        var changed = TimelineEventInput(job)
        changed.end = nil
        changed.ongoing = true
        let updated = try await database.updateEvent(owner: user.id, id: job.id, changed)
        #expect(updated.shape == .ongoing)
        #expect(try await database.event(owner: user.id, id: job.id).ongoing)
    }

    @Test func rowsMergeTimelinesSortNewestFirstAndCanHideEnds() async throws {
        let (database, user) = try await makeStore()
        let work = try await database.addTimeline(owner: user.id, name: "Work")
        let homes = try await database.addTimeline(owner: user.id, name: "Homes")
        _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Company Z", "2015-06-25", "2019-08-29"))
        _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Company Y", "2019-09", ongoing: true))
        _ = try await database.addEvent(owner: user.id, timelineId: homes.id, input("Berlin", "2016"))

        let all = try await database.timelineSelection(owner: user.id)
        #expect(all.today == LocalDay(year: 2024, month: 3, day: 10))
        let newest = all.rows().map { "\($0.kind.rawValue) \($0.event.title) \($0.date)" }
        #expect(
            newest == [
                "ongoing Company Y 2024-03-10", "start Company Y 2019-09", "end Company Z 2019-08-29", "single Berlin 2016",
                "start Company Z 2015-06-25",
            ])
        let oldest = all.rows(order: .oldestFirst, hideEnds: true).map(\.event.title)
        #expect(oldest == ["Company Z", "Berlin", "Company Y"])

        let onlyHomes = try await database.timelineSelection(owner: user.id, filter: TimelineFilter(timelineIds: [homes.id]))
        #expect(onlyHomes.events.map(\.title) == ["Berlin"])
        // Archived timelines leave the default view but can still be asked for.
        _ = try await database.updateTimeline(owner: user.id, id: homes.id, archived: true)
        #expect(try await database.timelineSelection(owner: user.id).events.map(\.title).sorted() == ["Company Y", "Company Z"])
        #expect(try await database.timelineSelection(owner: user.id, filter: TimelineFilter(timelineIds: [homes.id])).events.count == 1)
    }

    @Test func crossReferenceFindsOverlapsWithPartialDates() async throws {
        let (database, user) = try await makeStore()
        let work = try await database.addTimeline(owner: user.id, name: "Work")
        let homes = try await database.addTimeline(owner: user.id, name: "Homes")
        let devices = try await database.addTimeline(owner: user.id, name: "Devices")
        let job = try await database.addEvent(owner: user.id, timelineId: work.id, input("Company Z", "2015-06-25", "2019-08-29"))
        // A year-only event overlaps every month of that year, even one ending before the job's day.
        _ = try await database.addEvent(owner: user.id, timelineId: homes.id, input("Flat in Leipzig", "2012", "2015"))
        _ = try await database.addEvent(owner: user.id, timelineId: homes.id, input("Flat in Berlin", "2015-07", ongoing: true))
        _ = try await database.addEvent(owner: user.id, timelineId: devices.id, input("Phone", "2019-08"))
        _ = try await database.addEvent(owner: user.id, timelineId: devices.id, input("Old laptop", "2011", "2015-05"))
        _ = try await database.addEvent(owner: user.id, timelineId: devices.id, input("New laptop", "2019-09-01"))

        let reference = try await database.crossReference(owner: user.id, eventId: job.id)
        #expect(reference.pivot.id == job.id)
        #expect(reference.groups.map(\.timelineId) == [homes.id, devices.id])
        #expect(reference.groups[0].events.map(\.title) == ["Flat in Leipzig", "Flat in Berlin"])
        #expect(reference.groups[1].events.map(\.title) == ["Phone"])

        let overlapping = try await database.timelineSelection(owner: user.id, filter: TimelineFilter(overlappingEventId: job.id))
        #expect(overlapping.events.map(\.title).sorted() == ["Flat in Berlin", "Flat in Leipzig", "Phone"])
        let in2019 = try await database.timelineSelection(owner: user.id, filter: TimelineFilter(from: date("2019"), to: date("2019")))
        #expect(in2019.events.map(\.title).sorted() == ["Company Z", "Flat in Berlin", "New laptop", "Phone"])
    }

    @Test func savedQueriesStoreFiltersAndRunThem() async throws {
        let (database, user) = try await makeStore()
        let work = try await database.addTimeline(owner: user.id, name: "Work")
        _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Company Z", "2015", "2019", tags: ["job"]))
        _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Company Y", "2019-09", ongoing: true, tags: ["job"]))
        _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Promotion", "2021-04"))

        let query = try await database.addTimelineQuery(
            owner: user.id, name: "Current jobs", filter: TimelineFilter(tag: "#JOB", ongoingOnly: true))
        #expect(try await database.timelineQueries(owner: user.id).map(\.name) == ["Current jobs"])
        #expect(try await database.runTimelineQuery(owner: user.id, id: query.id).selection.events.map(\.title) == ["Company Y"])

        let renamed = try await database.updateTimelineQuery(
            owner: user.id, id: query.id, name: "Jobs", filter: TimelineFilter(text: "company"))
        #expect(renamed.name == "Jobs")
        #expect(try await database.runTimelineQuery(owner: user.id, id: query.id).selection.events.count == 2)
        await #expect(throws: AlmanacError.invalid("to", "The span ends at 2010, before it starts at 2020.")) {
            _ = try await database.addTimelineQuery(
                owner: user.id, name: "Bad", filter: TimelineFilter(from: date("2020"), to: date("2010")))
        }
        try await database.deleteTimelineQuery(owner: user.id, id: query.id)
        #expect(try await database.timelineQueries(owner: user.id).isEmpty)
    }

    @Test func importingTheSameFileTwiceDoesNotDuplicate() async throws {
        let (database, user) = try await makeStore()
        let csv = """
            Year,Month,Day,End Year,End Month,End Day,Headline,Text,Group
            2015,6,25,2019,8,29,Employed at Company Z,Backend team,Work
            2019,9,,,,,Company Y,,Work
            2016,,,,,,Moved to Berlin,,Homes
            2016,13,,,,,Bad month,,Homes
            2018,,,2017,,,Backwards,,Homes
            """
        let preview = try await database.previewTimelineImport(owner: user.id, csv: csv)
        #expect(preview.toCreate.map(\.title) == ["Employed at Company Z", "Company Y", "Moved to Berlin"])
        #expect(preview.newTimelines == ["Work", "Homes"])
        #expect(preview.errors.map(\.line) == [5, 6])
        #expect(preview.errors[0].message == "Month 13 is not a month.")
        // The preview wrote nothing.
        #expect(try await count(database, "timelines") == 0)
        #expect(try await count(database, "timeline_events") == 0)

        let first = try await database.importTimelineCSV(owner: user.id, csv: csv)
        #expect(first.created.count == 3)
        #expect(first.createdTimelines.map(\.name) == ["Work", "Homes"])
        #expect(first.errors.count == 2)

        let again = try await database.previewTimelineImport(owner: user.id, csv: csv)
        #expect(again.toCreate.isEmpty && again.existing.count == 3 && again.newTimelines.isEmpty)
        let second = try await database.importTimelineCSV(owner: user.id, csv: csv)
        #expect(second.created.isEmpty && second.skippedLines == [2, 3, 4])
        #expect(try await count(database, "timeline_events") == 3)
        #expect(try await count(database, "timelines") == 2)

        // A hand-made event has its key too: importing it from a file finds it.
        let work = try await database.timeline(owner: user.id, named: "work")!
        _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Promotion", "2021-04"))
        let third = try await database.importTimelineCSV(owner: user.id, csv: "Year,Month,Headline,Group\n2021,4,promotion,WORK\n")
        #expect(third.created.isEmpty && third.skippedLines == [2])

        // Imports that found nothing new wrote nothing; the first import is one undoable action.
        #expect(try await database.undoLastChange(owner: user.id)?.summary == "Added “Promotion” to Work")
        #expect(try await count(database, "timeline_events") == 3)
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await count(database, "timeline_events") == 0)
        #expect(try await count(database, "timelines") == 0)
    }

    @Test func csvRoundTripsThroughTheStore() async throws {
        let (database, user) = try await makeStore()
        let work = try await database.addTimeline(owner: user.id, name: "Work")
        let homes = try await database.addTimeline(owner: user.id, name: "Homes")
        _ = try await database.addEvent(
            owner: user.id, timelineId: work.id,
            TimelineEventInput(
                title: "Company Z, Inc.", notes: "Line one\n\"quoted\" line two", tags: ["job", "backend"], start: date("2015-06-25"),
                end: date("2019-08~")))
        _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Company Y", "~2019", ongoing: true))
        _ = try await database.addEvent(owner: user.id, timelineId: homes.id, input("Berlin", "2016"))

        let csv = try await database.exportTimelinesCSV(owner: user.id)
        // Re-importing the export into the same account finds every event.
        let again = try await database.previewTimelineImport(owner: user.id, csv: csv)
        #expect(again.toCreate.isEmpty && again.existing.count == 3 && again.errors.isEmpty)

        // Into another account it recreates the same timelines and events.
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let result = try await database.importTimelineCSV(owner: bob.id, csv: csv)
        #expect(result.errors.isEmpty && result.createdTimelines.map(\.name) == ["Work", "Homes"])
        func comparable(_ events: [TimelineEvent], _ timelines: [Timeline]) -> [String] {
            events.map { event in
                let name = timelines.first { $0.id == event.timelineId }!.name
                return
                    "\(name)|\(event.title)|\(event.notes ?? "")|\(event.tags)|\(event.start.text)|\(event.end?.text ?? "")|\(event.ongoing)"
            }.sorted()
        }
        let mine = comparable(try await database.events(owner: user.id), try await database.timelines(owner: user.id))
        let his = comparable(try await database.events(owner: bob.id), try await database.timelines(owner: bob.id))
        #expect(mine == his)
        #expect(try await database.exportTimelinesCSV(owner: bob.id) == csv)

        // After a rename, the export names the new timeline and still matches.
        _ = try await database.updateTimeline(owner: user.id, id: work.id, name: "Career")
        let renamedCSV = try await database.exportTimelinesCSV(owner: user.id, timelineIds: [work.id])
        #expect(renamedCSV.contains(",Career,"))
        #expect(try await database.previewTimelineImport(owner: user.id, csv: renamedCSV).toCreate.isEmpty)

        let ics = try await database.exportTimelineICS(owner: user.id, timelineId: homes.id)
        #expect(ics.ics.contains("SUMMARY:Berlin") && ics.ics.contains("DTSTART;VALUE=DATE:20160101"))
    }

    @Test func anotherUsersIdsAreNotFoundAndNothingIsWritten() async throws {
        let (database, ada) = try await makeStore()
        let bob = try await database.createUser(username: "bob", password: "correct horse", timeZone: "UTC")
        let work = try await database.addTimeline(owner: ada.id, name: "Work")
        let job = try await database.addEvent(owner: ada.id, timelineId: work.id, input("Company Z", "2015", "2019"))
        let query = try await database.addTimelineQuery(owner: ada.id, name: "Jobs", filter: TimelineFilter(timelineIds: [work.id]))
        let before = try await count(database, "changes")

        await #expect(throws: AlmanacError.notFound("No timeline with id \(work.id).")) {
            _ = try await database.addEvent(owner: bob.id, timelineId: work.id, input("Sneaky", "2020"))
        }
        await #expect(throws: AlmanacError.notFound("No event with id \(job.id).")) {
            _ = try await database.event(owner: bob.id, id: job.id)
        }
        await #expect(throws: AlmanacError.notFound("No event with id \(job.id).")) {
            _ = try await database.updateEvent(owner: bob.id, id: job.id, input("Mine now", "2015"))
        }
        await #expect(throws: AlmanacError.notFound("No event with id \(job.id).")) {
            try await database.deleteEvent(owner: bob.id, id: job.id)
        }
        await #expect(throws: AlmanacError.notFound("No timeline with id \(work.id).")) {
            try await database.deleteTimeline(owner: bob.id, id: work.id)
        }
        await #expect(throws: AlmanacError.notFound("No timeline with id \(work.id).")) {
            _ = try await database.updateTimeline(owner: bob.id, id: work.id, name: "Hacked")
        }
        await #expect(throws: AlmanacError.notFound("No event with id \(job.id).")) {
            _ = try await database.crossReference(owner: bob.id, eventId: job.id)
        }
        await #expect(throws: AlmanacError.notFound("No timeline with id \(work.id).")) {
            _ = try await database.timelineSelection(owner: bob.id, filter: TimelineFilter(timelineIds: [work.id]))
        }
        await #expect(throws: AlmanacError.notFound("No event with id \(job.id).")) {
            _ = try await database.addTimelineQuery(owner: bob.id, name: "Spy", filter: TimelineFilter(overlappingEventId: job.id))
        }
        await #expect(throws: AlmanacError.notFound("No saved query with id \(query.id).")) {
            _ = try await database.runTimelineQuery(owner: bob.id, id: query.id)
        }
        await #expect(throws: AlmanacError.notFound("No timeline with id \(work.id).")) {
            _ = try await database.exportTimelineICS(owner: bob.id, timelineId: work.id)
        }
        // An event cannot be moved onto someone else's timeline either.
        let bobs = try await database.addTimeline(owner: bob.id, name: "Bob's")
        await #expect(throws: AlmanacError.notFound("No timeline with id \(bobs.id).")) {
            _ = try await database.updateEvent(owner: ada.id, id: job.id, timelineId: bobs.id, input("Company Z", "2015", "2019"))
        }
        #expect(try await count(database, "changes") == before + 1)  // only Bob's own timeline
        #expect(try await database.timelineSelection(owner: bob.id).events.isEmpty)
        #expect(try await database.event(owner: ada.id, id: job.id).title == "Company Z")
    }

    @Test func deletingATimelineTakesItsEventsAndUndoBringsThemBack() async throws {
        let (database, user) = try await makeStore()
        let work = try await database.addTimeline(owner: user.id, name: "Work")
        _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Company Z", "2015", "2019"))
        _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Company Y", "2019", ongoing: true))
        // Several rounds: the changes of one action share a millisecond, so undo must not depend
        // on the timeline coming back before its events.
        for _ in 0..<6 {
            try await database.deleteTimeline(owner: user.id, id: work.id)
            #expect(try await count(database, "timeline_events") == 0)
            let undone = try await database.undoLastChange(owner: user.id)
            #expect(undone?.summary == "Deleted the timeline “Work”")
            #expect(try await database.events(owner: user.id, timelineIds: [work.id]).count == 2)
        }
    }

    @Test func accountExportCarriesTimelines() async throws {
        let (database, user) = try await makeStore()
        let work = try await database.addTimeline(owner: user.id, name: "Work")
        _ = try await database.addEvent(owner: user.id, timelineId: work.id, input("Company Z", "2015", "2019"))
        _ = try await database.addTimelineQuery(owner: user.id, name: "Work only", filter: TimelineFilter(timelineIds: [work.id]))
        let export = try await database.exportAccount(owner: user.id)
        #expect(export.tables["timelines"]?.count == 1)
        #expect(export.tables["timeline_events"]?.count == 1)
        #expect(export.tables["timeline_queries"]?.count == 1)
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Every page that shows or takes a time of day, at an afternoon hour, just before midnight and
/// just after it (with the day starting at midnight and at 04:00), in three zones that are not
/// UTC, on an ordinary day and on the zone's day of the change to summer time: the time a form
/// shows is the time it submits, what is stored is that instant, and the page shows it back.
/// (Issue 30: the food form filled in a 12-hour "06:34" at 18:34 and stored it 12 hours early.)
///
/// The pages that show or take a time, and the test of each here:
/// - Food: the log form's time and the day page (`theFoodFormLogsTheTimeItShows`); an activity's
///   "Ended at" (`anActivityEndsAtTheTimeTyped`).
/// - Journal: the editor's day and time, the entry page (`theJournalEditorWritesTheTimeItShows`);
///   the shutdown's journal draft on Plan (`theShutdownJournalIsWrittenAtTheTimeItShows`).
/// - Focus: "Until" on Focus and Today, the edit form's `datetime-local` fields, the history
///   (`focusShowsAndEditsTheTimesItStored`); distractions on the review (`aDistractionShowsWhenItWasNoted`);
///   practice sessions (`aPracticeSessionShowsWhenItStarted`).
/// - Plan: a block's start on the grid, in the API and as Today's block of now
///   (`aPlanBlockRunsAtTheTimeItShows`); the morning step's free times (`planningPlacesNothingBeforeNow`).
/// - Calendars: a meeting on Today and on the grid (`aMeetingShowsAtItsTimeOnTodayAndTheGrid`).
/// - Lifts: a set's time (`aLiftSetShowsTheTimeItWasRecorded`). Runbooks: a use (`aRunbookUseShowsWhenItWasKept`).
/// - Today's sleep module: bed and wake times (`sleepShowsTheTimesTyped`).
/// Clock times that are not instants (stored and shown as typed, no day or zone involved) have
/// their own module tests: habit and to-do reminders, active and quiet hours (Focus settings).
/// Without a time of day, so needing none: health and weigh-ins (days), habit check-ins (days),
/// to-dos' when and deadline (days), timelines (dates), the standup, the week and its retrospective.
/// Shown only, written by the server's clock and not yet here: a pact's "takes effect" time, the
/// security log's times on Settings, a calendar's "fetched" time.
@Suite struct TimeOfDayTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var zone: String
        var hour: Int
        var minute: Int
        var dayStartHour: Int
        var testDescription: String {
            "\(zone) \(String(format: "%02d:%02d", hour, minute)), day starts at \(dayStartHour)"
        }

        static let all: [Scenario] = ["Europe/Berlin", "America/New_York", "Asia/Tokyo"].flatMap { zone in
            [(18, 34), (23, 59), (0, 30)].flatMap { time in
                [0, 4].map { Scenario(zone: zone, hour: time.0, minute: time.1, dayStartHour: $0) }
            }
        }

        var timeZone: TimeZone { TimeZone(identifier: zone)! }
        var clock: String { String(format: "%02d:%02d", hour, minute) }

        /// The zone's change back from summer time (Tokyo has none) and an ordinary day three days
        /// later (the session stays valid between them).
        var dates: [LocalDay] {
            let change = LocalDay(["Europe/Berlin": "2026-10-25", "America/New_York": "2026-11-01"][zone] ?? "2026-11-24")!
            return [change, change.adding(days: 3)]
        }

        func instant(on date: LocalDay) throws -> Date {
            try WallClockTime(hour: hour, minute: minute).instant(on: date, in: timeZone)
        }
    }

    /// The value of the `<input>` named `name` in `html`.
    static func inputValue(_ name: String, in html: String) -> String? {
        let inputs = html.matches(of: /<input[^>]*>/).map { String($0.output) }
        guard let input = inputs.first(where: { $0.contains("name=\"\(name)\"") }),
            let value = input.firstMatch(of: /value="([^"]*)"/)
        else { return nil }
        return String(value.output.1)
    }

    /// One migrated empty database, copied into each case's (SQLite's backup takes milliseconds;
    /// migrating takes a sixth of a second, for each of the suite's two hundred cases).
    static let template = Result { () throws -> DatabaseQueue in
        let queue = try DatabaseQueue(configuration: AppDatabase.configuration())
        _ = try AppDatabase(queue)
        return queue
    }

    /// An app on an in-memory database; `foods` loads the sample catalog (only the food form needs it).
    static func makeApp(clock: TestClock, foods: Bool = false) async throws -> (AppDatabase, some ApplicationProtocol) {
        let queue = try DatabaseQueue(configuration: AppDatabase.configuration())
        try template.get().backup(to: queue)
        let database = try AppDatabase(queue, now: { clock.now })
        if foods { try await database.loadFoodCatalog(SampleFoods.database, source: "sample") }
        return (database, buildApplication(database: database, configuration: AppConfiguration(logLevel: .warning)))
    }

    /// Signs up at the first date's time (the session lasts from there) in the scenario's zone and day start.
    static func signIn(_ visitor: inout Visitor, _ scenario: Scenario, clock: TestClock) async throws {
        clock.set(try scenario.instant(on: scenario.dates[0]).addingTimeInterval(-3600))
        try await visitor.setUp()
        let profile = try await visitor.api(
            .patch, "/api/v1/me", json: #"{"timeZone": "\#(scenario.zone)", "dayStartHour": \#(scenario.dayStartHour)}"#)
        #expect(profile.status == .ok)
    }

    @Test(arguments: Scenario.all) func theFoodFormLogsTheTimeItShows(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (_, app) = try await Self.makeApp(clock: clock, foods: true)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let food = LocalDay(containing: now, in: scenario.timeZone, dayStartHour: scenario.dayStartHour)
                let form = try await visitor.get("/food?food=09040")
                let shownTime = Self.inputValue("time", in: form.text)
                let shownDay = Self.inputValue("day", in: form.text)
                #expect(shownTime == scenario.clock, "the form's time on \(date)")
                #expect(shownDay == food.description, "the form's day on \(date)")

                let logged = try await visitor.post(
                    "/food/log",
                    form: [
                        "food": "09040", "amount": "1", "unit": "medium (7\" to 7-7/8\" long)", "meal": "dinner",
                        "day": shownDay ?? "", "time": shownTime ?? "",
                    ])
                #expect(logged.status == .seeOther, "\(logged.text)")
                let day = try await visitor.api(.get, "/api/v1/food/days/\(food)")
                let stored = (day.json["entries"] as? [[String: Any]] ?? []).compactMap { $0["occurredAt"] as? String }
                #expect(stored == [Timestamp.text(now)], "stored on \(date)")
                let page = try await visitor.get("/food?day=\(food)")
                #expect(page.text.contains(">\(scenario.clock) · "), "the day page shows the time logged on \(date)")
            }
        }
    }

    @Test(arguments: Scenario.all) func theJournalEditorWritesTheTimeItShows(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (_, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let form = try await visitor.get("/journal/new")
                let shownTime = Self.inputValue("time", in: form.text)
                let shownDay = Self.inputValue("day", in: form.text)
                #expect(shownTime == scenario.clock)
                #expect(shownDay == LocalDay(containing: now, in: scenario.timeZone).description)
                let saved = try await visitor.post(
                    "/journal/entries",
                    form: [
                        "text": "Written on \(date)", "day": shownDay ?? "", "time": shownTime ?? "",
                        "timeZone": Self.inputValue("timeZone", in: form.text) ?? "",
                    ])
                #expect(saved.status == .seeOther, "\(saved.text)")
                let location = saved.headers[.location] ?? ""
                let id = String(location.split(separator: "/").last ?? "")
                let entry = try await visitor.api(.get, "/api/v1/journal/entries/\(id)")
                #expect(entry.json["writtenAt"] as? String == Timestamp.text(now))
                #expect(entry.json["time"] as? String == scenario.clock)
                let page = try await visitor.get("/journal/entries/\(id)")
                #expect(page.text.contains(", \(scenario.clock)"), "the entry shows its time on \(date)")
            }
        }
    }

    @Test(arguments: Scenario.all) func focusShowsAndEditsTheTimesItStored(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (_, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let started = try await visitor.post("/focus/start", form: ["what": "Write on \(date)", "minutes": "25"])
                #expect(started.status == .seeOther)
                let until = WallClockTime.of(now.addingTimeInterval(25 * 60), in: scenario.timeZone).description
                #expect(try await visitor.get("/focus").text.contains("Until \(until)"))
                #expect(try await visitor.get("/today").text.contains("until \(until)"))
                let current = try await visitor.api(.get, "/api/v1/focus/current")
                let id = (current.json["intention"] as? [String: Any])?["id"] as? String ?? current.json["id"] as? String ?? ""
                clock.advance(10 * 60)
                #expect(try await visitor.post("/focus/\(id)/end", form: [:]).status == .seeOther)

                let edit = try await visitor.get("/focus/\(id)/edit")
                let calendarDay = LocalDay(containing: now, in: scenario.timeZone)
                let startedAt = Self.inputValue("startedAt", in: edit.text)
                let endedAt = Self.inputValue("endedAt", in: edit.text)
                #expect(startedAt == "\(calendarDay)T\(scenario.clock)")
                let saved = try await visitor.post(
                    "/focus/\(id)/edit", form: ["what": "Write on \(date)", "startedAt": startedAt ?? "", "endedAt": endedAt ?? ""])
                #expect(saved.status == .seeOther, "\(saved.text)")
                let stored = try await visitor.api(.get, "/api/v1/intentions/\(id)")
                #expect(stored.json["startedAt"] as? String == Timestamp.text(now))
                #expect(stored.json["endedAt"] as? String == Timestamp.text(now.addingTimeInterval(10 * 60)))
                let history = try await visitor.get(
                    "/focus/history?to=\(LocalDay(containing: now, in: scenario.timeZone, dayStartHour: scenario.dayStartHour))")
                let ended = WallClockTime.of(now.addingTimeInterval(10 * 60), in: scenario.timeZone)
                #expect(history.text.contains("\(scenario.clock)–\(ended)"), "the history shows the stored times on \(date)")
            }
        }
    }

    @Test(arguments: Scenario.all) func aLiftSetShowsTheTimeItWasRecorded(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (_, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let day = LocalDay(containing: now, in: scenario.timeZone, dayStartHour: scenario.dayStartHour)
                let session = try await visitor.api(.post, "/api/v1/lifts/sessions", json: #"{"name": "Squats", "day": "\#(day)"}"#)
                let sessionId = session.json["id"] as? String ?? ""
                let stream = LiftSimulator.run(.init(kind: .squat, reps: 3, loadKg: 80)).text
                let uploaded = try await visitor.send(
                    .post, "/api/v1/lifts/sessions/\(sessionId)/stream?lift=squat&load=80&goalReps=3",
                    headers: [.contentType: "text/plain", HTTPField.Name("X-CSRF-Token")!: visitor.csrf], body: stream)
                #expect(uploaded.status == .created, "\(uploaded.text)")
                #expect(uploaded.json["recordedAt"] as? String == Timestamp.text(now))
                let page = try await visitor.get("/lifts/sets/\(uploaded.json["id"] as? String ?? "")")
                #expect(page.text.contains("since \(scenario.clock)"), "the set shows the time it was recorded on \(date)")
            }
        }
    }

    /// A block drawn on the calendar day of now, at the quarter hour now is in: the API gives that
    /// clock time back, the grid shows it, and Today (the person's day, which after midnight with
    /// a later day start is still the day before) shows it as the block of now.
    @Test(arguments: Scenario.all) func aPlanBlockRunsAtTheTimeItShows(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (database, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            let owner = try await database.user(named: "ada").id
            let area = try await database.addArea(owner: owner, name: "Work")
            let startMinute = scenario.hour * 60 + scenario.minute / 15 * 15
            let quarter = TimeBlockRules.clock(startMinute)
            let end = TimeBlockRules.clock(startMinute + 15)
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let calendarDay = LocalDay(containing: now, in: scenario.timeZone)
                let added = try await visitor.post(
                    "/plan/\(calendarDay)/add",
                    form: ["title": "Block on \(date)", "start": quarter, "minutes": "15", "link": "area:\(area.id)"])
                #expect(added.status == .seeOther, "\(added.text)")
                let plan = try await visitor.api(.get, "/api/v1/plan/\(calendarDay)")
                let blocks = plan.json["blocks"] as? [[String: Any]] ?? []
                #expect(blocks.map { $0["start"] as? String } == [quarter], "stored on \(date)")
                #expect(blocks.map { $0["day"] as? String } == [calendarDay.description])
                let grid = try await visitor.get("/plan/\(calendarDay)")
                #expect(grid.text.contains("\(quarter)–\(end)"), "the grid shows the block on \(date)")
                let today = try await visitor.get("/today")
                #expect(
                    today.text.contains(">Now</a>") && today.text.contains("Block on \(date)"), "Today shows the block of now on \(date)")
            }
        }
    }

    /// The evening's shutdown writes its journal draft at the time it is saved (the form's hidden
    /// day and time), not on the person's day at that clock time (a day before, after midnight).
    @Test(arguments: Scenario.all) func theShutdownJournalIsWrittenAtTheTimeItShows(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (_, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let today = LocalDay(containing: now, in: scenario.timeZone, dayStartHour: scenario.dayStartHour)
                let form = try await visitor.get("/plan/\(today)/shutdown")
                let shownTime = Self.inputValue("time", in: form.text)
                let shownDay = Self.inputValue("day", in: form.text)
                #expect(shownTime == scenario.clock, "the form's time on \(date)")
                let saved = try await visitor.post(
                    "/journal/entries",
                    form: ["text": "Shut down on \(date)", "day": shownDay ?? "", "time": shownTime ?? "", "tags": "shutdown"])
                #expect(saved.status == .seeOther, "\(saved.text)")
                let id = String((saved.headers[.location] ?? "").split(separator: "/").last ?? "")
                let entry = try await visitor.api(.get, "/api/v1/journal/entries/\(id)")
                #expect(entry.json["writtenAt"] as? String == Timestamp.text(now), "written on \(date)")
                let page = try await visitor.get("/journal/entries/\(id)")
                #expect(page.text.contains(", \(scenario.clock)"))
            }
        }
    }

    /// An activity that ended at the clock time typed on the person's food day is stored at that
    /// instant and listed with it.
    @Test(arguments: Scenario.all) func anActivityEndsAtTheTimeTyped(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (_, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let food = LocalDay(containing: now, in: scenario.timeZone, dayStartHour: scenario.dayStartHour)
                let form = try await visitor.get("/food")
                #expect(Self.inputValue("day", in: form.text) == food.description)
                let added = try await visitor.post(
                    "/food/activity",
                    form: ["day": food.description, "name": "Run", "minutes": "30", "kcal": "300", "time": scenario.clock])
                #expect(added.status == .seeOther, "\(added.text)")
                let day = try await visitor.api(.get, "/api/v1/food/days/\(food)")
                let stored = (day.json["entries"] as? [[String: Any]] ?? []).compactMap { $0["occurredAt"] as? String }
                #expect(stored == [Timestamp.text(now)], "stored on \(date)")
                let page = try await visitor.get("/food?day=\(food)")
                #expect(page.text.contains(">\(scenario.clock)</span>"), "the day page shows the time the activity ended on \(date)")
            }
        }
    }

    /// A practice session logged now started its minutes ago (the timer's end logs it), and the
    /// practice page shows that time on the calendar day it started.
    @Test(arguments: Scenario.all) func aPracticeSessionShowsWhenItStarted(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (_, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let logged = try await visitor.post("/focus/practice", form: ["minutes": "10", "note": "On \(date)"])
                #expect(logged.status == .seeOther, "\(logged.text)")
                let sessions = try await visitor.api(.get, "/api/v1/practice-sessions")
                let started = now.addingTimeInterval(-10 * 60)
                #expect(sessions.jsonArray.first?["startedAt"] as? String == Timestamp.text(started), "stored on \(date)")
                let page = try await visitor.get("/focus/practice")
                let shown =
                    "\(SystemText.dayShort(LocalDay(containing: started, in: scenario.timeZone))) \(SystemText.clock(started, scenario.timeZone))"
                #expect(page.text.contains("\(shown) · 10 min"), "the page shows the start on \(date)")
            }
        }
    }

    /// A use of a runbook is kept at the moment it is saved and listed at that time.
    @Test(arguments: Scenario.all) func aRunbookUseShowsWhenItWasKept(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (_, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            let created = try await visitor.api(.post, "/api/v1/runbooks", json: #"{"template": "negative-thoughts"}"#)
            let id = created.json["id"] as? String ?? ""
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let used = try await visitor.post("/runbooks/\(id)/uses", form: ["before": "sad", "after": "meh"])
                #expect(used.status == .seeOther, "\(used.text)")
                let uses = try await visitor.api(.get, "/api/v1/runbooks/\(id)/uses")
                #expect(uses.jsonArray.first?["usedAt"] as? String == Timestamp.text(now), "stored on \(date)")
                let page = try await visitor.get("/runbooks/\(id)")
                #expect(page.text.contains(", \(scenario.clock) · "), "the page lists the use on \(date)")
            }
        }
    }

    /// Sleep's times are clock times of the person's day: typed, stored and shown as typed.
    @Test(arguments: Scenario.all) func sleepShowsTheTimesTyped(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (_, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let today = LocalDay(containing: now, in: scenario.timeZone, dayStartHour: scenario.dayStartHour)
                let saved = try await visitor.post("/today/today/modules/sleep", form: ["wentToBed": scenario.clock, "wokeUp": "07:15"])
                #expect(saved.status == .seeOther, "\(saved.text)")
                let day = try await visitor.api(.get, "/api/v1/days/\(today)")
                let sleep = (day.json["entries"] as? [String: Any])?["sleep"] as? [String: Any]
                #expect(sleep?["wentToBed"] as? String == scenario.clock && sleep?["wokeUp"] as? String == "07:15", "stored on \(date)")
                let page = try await visitor.get("/today")
                #expect(page.text.contains("\(scenario.clock)–07:15"), "Today shows the night on \(date)")
                #expect(Self.inputValue("wentToBed", in: page.text) == scenario.clock)
            }
        }
    }

    /// The morning step offers free time from now on: never a time of the grid already past (after
    /// midnight with a later day start, the person's day is the calendar day before, whose grid has
    /// ended), and the time it offers is the time the block gets.
    @Test(arguments: Scenario.all) func planningPlacesNothingBeforeNow(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (database, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            let owner = try await database.user(named: "ada").id
            let area = try await database.addArea(owner: owner, name: "Work")
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let today = LocalDay(containing: now, in: scenario.timeZone, dayStartHour: scenario.dayStartHour)
                let task = try await database.addTask(owner: owner, NewTask(title: "Call \(date)", when: .day(today), areaId: area.id))
                let page = try await visitor.get("/plan/\(today)/planning")
                guard let offered = page.text.firstMatch(of: /Place “Call [0-9-]+” at (\d\d:\d\d)/).map({ String($0.output.1) }) else {
                    #expect(page.text.contains("no free 30 min left today"), "nothing offered on \(date)")
                    continue
                }
                let start = try WallClockTime(offered).instant(on: today, in: scenario.timeZone)
                #expect(start >= now, "offered \(offered) on \(today), before now on \(date)")
                let placed = try await visitor.post(
                    "/plan/\(today)/add", form: ["task": task.task.id, "start": offered, "minutes": "30", "next": "planning"])
                #expect(placed.status == .seeOther, "\(placed.text)")
                let plan = try await visitor.api(.get, "/api/v1/plan/\(today)")
                #expect((plan.json["blocks"] as? [[String: Any]] ?? []).map { $0["start"] as? String } == [offered])
            }
        }
    }

    /// A meeting from the person's calendar that starts now: Today (the person's day, with its day
    /// start) lists it at its clock time, and the grid of its calendar day draws it there.
    @Test(arguments: Scenario.all) func aMeetingShowsAtItsTimeOnTodayAndTheGrid(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (database, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            let owner = try await database.user(named: "ada").id
            let utc = DateFormatter()
            utc.locale = Locale(identifier: "en_US_POSIX")
            utc.timeZone = .gmt
            utc.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now)
                let ics = [
                    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VEVENT", "UID:\(date)@test",
                    "DTSTAMP:20261101T000000Z", "SUMMARY:Call \(date)", "DTSTART:\(utc.string(from: now))",
                    "DTEND:\(utc.string(from: now.addingTimeInterval(30 * 60)))", "END:VEVENT", "END:VCALENDAR",
                ].joined(separator: "\r\n")
                _ = try await database.addCalendar(owner: owner, name: "Work \(date)", fileName: "work.ics", text: ics)
                let end = WallClockTime.of(now.addingTimeInterval(30 * 60), in: scenario.timeZone)
                let today = try await visitor.get("/today")
                #expect(today.text.contains("<span class=\"meeting-time\">\(scenario.clock)</span> Call \(date)"), "Today on \(date)")
                let grid = try await visitor.get("/plan/\(LocalDay(containing: now, in: scenario.timeZone))")
                #expect(
                    grid.text.contains("<span class=\"meeting-time\">\(scenario.clock)–\(end)</span> Call \(date)"), "the grid on \(date)")
            }
        }
    }

    /// A distraction noted during an intention is kept at the moment it was noted and the review
    /// shows that clock time.
    @Test(arguments: Scenario.all) func aDistractionShowsWhenItWasNoted(_ scenario: Scenario) async throws {
        let clock = TestClock()
        let (_, app) = try await Self.makeApp(clock: clock)
        try await app.test(.router) { client in
            var visitor = Visitor(client)
            try await Self.signIn(&visitor, scenario, clock: clock)
            for date in scenario.dates {
                let now = try scenario.instant(on: date)
                clock.set(now.addingTimeInterval(-5 * 60))
                #expect(try await visitor.post("/focus/start", form: ["what": "Write on \(date)", "minutes": "25"]).status == .seeOther)
                let current = try await visitor.api(.get, "/api/v1/focus/current")
                let id = (current.json["intention"] as? [String: Any])?["id"] as? String ?? current.json["id"] as? String ?? ""
                clock.set(now)
                let noted = try await visitor.post("/focus/\(id)/distraction", form: ["trigger": "internal"])
                #expect(noted.status == .seeOther, "\(noted.text)")
                clock.advance(60)
                #expect(try await visitor.post("/focus/\(id)/end", form: [:]).status == .seeOther)
                let after = try await visitor.get("/focus/\(id)/after")
                #expect(after.text.contains("<time datetime=\"\(Timestamp.text(now))\">\(scenario.clock)</time>"), "the review on \(date)")
            }
        }
    }
}

import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// The insights are counted by the database (GROUP BY hour, state, tag and area) instead of by
/// reading every intention; on a seeded history they must be the very numbers the reading of
/// every intention gives (`Insights(from:)`, the model), in zones with daylight saving time, with
/// half-hour offsets and with changes of standard time.
@Suite struct InsightCountsTests {
    static let now = Date(timeIntervalSince1970: 1_480_000_000)  // November 2016

    /// Seeds `count` intentions between 2009 and `now` for a user in `zone`: every state (some
    /// running past their end, one still running), every feeling or none, tags (a repeated one
    /// too), areas of their own or through a goal. Returns the insights both ways.
    func bothWays(zone: String, count: Int = 600, seed: UInt64) async throws -> (sql: Insights, model: Insights) {
        let clock = TestClock(Self.now)
        let database = try await TestEngine.database(now: { clock.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: zone)
        let areas = [
            try await database.addArea(owner: user.id, name: "Health").id, try await database.addArea(owner: user.id, name: "Work").id,
        ]
        let goals = [
            try await database.addGoal(
                owner: user.id, weekContaining: LocalDay(year: 2016, month: 11, day: 14), title: "Run", areaId: areas[0], estimateHours: 3
            ).id,
            try await database.addGoal(
                owner: user.id, weekContaining: LocalDay(year: 2016, month: 11, day: 14), title: "Ship", areaId: areas[1], estimateHours: 5
            ).id,
        ]
        let tagSets: [[String]] = [
            [], ["writing"], ["email"], ["writing", "deep"], ["deep", "deep"], ["call", "email", "writing"], ["Ünïcode"],
        ]
        let states: [Intention.State] = [.running, .timeUp, .endedEarly, .abandoned]
        var random = SeededRandom(seed: seed)
        let first = Date(timeIntervalSince1970: 1_230_000_000).timeIntervalSince1970
        var records: [IntentionRecord] = []
        for index in 0..<count {
            // Whole milliseconds, as stored; the last one still runs at `now`.
            let start = Date(
                timeIntervalSince1970: (Double.random(in: first..<(Self.now.timeIntervalSince1970 - 7200), using: &random) * 1000).rounded()
                    / 1000)
            let minutes = Int.random(in: 1...120, using: &random)
            let ends = index == count - 1 ? Self.now.addingTimeInterval(600) : start.addingTimeInterval(Double(minutes) * 60)
            let state: Intention.State = index == count - 1 ? .running : states.randomElement(using: &random)!
            let ended: Date? = state == .running ? nil : state == .timeUp ? ends : start.addingTimeInterval(Double(minutes) * 30)
            let link = Int.random(in: 0..<5, using: &random)
            let feeling =
                Bool.random(using: &random) && state != .running && state != .abandoned
                ? Feeling.allCases.randomElement(using: &random) : nil
            let intention = Intention(
                id: "i\(index)", what: "Work \(index)", plannedMinutes: minutes, goalId: link == 1 || link == 2 ? goals[link - 1] : nil,
                areaId: link == 3 ? areas[0] : link == 4 ? areas[1] : nil, startedAt: start, endsAt: ends, state: state, endedAt: ended,
                abandonReason: state == .abandoned ? "called away" : nil, distractions: [], tags: tagSets.randomElement(using: &random)!,
                feeling: feeling, ratedAt: feeling == nil ? nil : ended, review: nil, taskId: nil)
            records.append(IntentionRecord(intention, owner: user.id))
        }
        let seeded = records
        try await database.writeUnlogged { db in for record in seeded { try record.insert(db) } }
        return try await database.read { db in
            let model = Insights(
                from: try IntentionRecord.fetchReadable(db, sql: "SELECT * FROM intentions WHERE owner_id = ?", arguments: [user.id]).map {
                    $0.intention()
                },
                timeZone: TimeZone(identifier: zone)!, now: Self.now, areaOfGoal: try AppDatabase.areaOfGoal(owner: user.id, db: db))
            return (try AppDatabase.insights(owner: user.id, db: db, now: Self.now), model)
        }
    }

    @Test(arguments: [
        ("America/New_York", 1), ("Europe/Berlin", 2), ("Asia/Kolkata", 3), ("Europe/Moscow", 4), ("Australia/Lord_Howe", 5), ("UTC", 6),
    ])
    func theDatabaseCountsWhatReadingEveryIntentionCounts(zone: String, seed: UInt64) async throws {
        let (sql, model) = try await bothWays(zone: zone, seed: seed)
        #expect(sql == model)
        // The comparison means something: every kind of insight speaks on this history.
        #expect(model.feelingsByTag.count >= 4)
        #expect(model.feelingsByArea.count == 2)
        #expect(model.hours?.countsByHour.filter { $0 > 0 }.count == 24)
        #expect((model.endedEarly?.abandonedCount ?? 0) > 0)
    }

    @Test func aRunningIntentionPastItsEndCountsAsTimeUp() async throws {
        let clock = TestClock(Self.now)
        let database = try await TestEngine.database(now: { clock.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        for _ in 0..<10 {
            let started = try await database.startIntention(owner: user.id, what: "Read", plannedMinutes: 1)
            clock.advance(61)
            #expect(try await database.runningIntention(owner: user.id) == nil, "\(started.id) is over")
        }
        let insights = try await database.insights(owner: user.id)
        #expect(insights.hours?.basedOn == 10)
        #expect(insights.endedEarly?.basedOn == 10)
        #expect(insights.endedEarly?.endedEarlyCount == 0)
    }

    /// The hours are counted from `started_epoch`, which two triggers keep beside the start's text
    /// (migration 0040): a start, a corrected start, a deletion undone and a value written by hand
    /// all leave it equal to the text's seconds.
    @Test func theStartInSecondsFollowsEveryWriteOfTheStart() async throws {
        let clock = TestClock(Self.now)
        let database = try await TestEngine.database(now: { clock.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        let started = try await database.startIntention(owner: user.id, what: "Read", plannedMinutes: 30)
        clock.advance(3600)
        let earlier = Self.now.addingTimeInterval(-5 * 3600 + 0.25)
        _ = try await database.editIntention(
            owner: user.id, id: started.id, what: "Read", startedAt: earlier, endedAt: earlier.addingTimeInterval(600), goalId: nil,
            areaId: nil, tags: [], feeling: nil, review: IntentionReview())
        _ = try await database.deleteIntention(owner: user.id, id: started.id)
        _ = try await database.undoLastChange(owner: user.id)
        try await database.writeUnlogged { db in
            try db.execute(sql: "UPDATE intentions SET started_epoch = 7 WHERE owner_id = ?", arguments: [user.id])
        }
        let (epoch, text) = try #require(
            try await database.read { db in
                try Row.fetchOne(
                    db, sql: "SELECT started_epoch, CAST(strftime('%s', started_at) AS INTEGER) AS parsed FROM intentions WHERE id = ?",
                    arguments: [started.id]
                ).map { ($0["started_epoch"] as Int64?, $0["parsed"] as Int64?) }
            })
        #expect(epoch == Int64(earlier.timeIntervalSince1970.rounded(.down)))
        #expect(epoch == text)
    }

    @Test func aZoneGivesEachChangeOfOffsetOnce() {
        let moscow = TimeZone(identifier: "Europe/Moscow")!
        let periods = moscow.offsetPeriods(
            from: Date(timeIntervalSince1970: 1_262_304_000), through: Date(timeIntervalSince1970: 1_451_606_400))  // 2010 to 2016
        // Summer time in 2010, +4 all year from March 2011, +3 again from 26 October 2014.
        #expect(periods.map(\.secondsFromGMT) == [10_800, 14_400, 10_800, 14_400, 10_800])
        #expect(periods.last?.start == Date(timeIntervalSince1970: 1_414_274_400))
        let kolkata = TimeZone(identifier: "Asia/Kolkata")!
        #expect(kolkata.offsetPeriods(from: Self.now.addingTimeInterval(-1e8), through: Self.now).map(\.secondsFromGMT) == [19_800])
    }
}

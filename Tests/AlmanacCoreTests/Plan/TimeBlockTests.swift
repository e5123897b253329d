import AlmanacCore
import Foundation
import Testing

private let day = LocalDay(year: 2026, month: 5, day: 4)

private func draft(start: String = "09:00", minutes: Int = 45, title: String = "Write", areaId: String? = "a") throws -> TimeBlockDraft {
    TimeBlockDraft(title: title, day: day, start: try WallClockTime(start), minutes: minutes, areaId: areaId)
}

@Suite struct TimeBlockTests {
    @Test func aBlockStartsOnAQuarterHourLastsQuartersAndEndsByMidnight() throws {
        #expect(try draft().validated().title == "Write")
        #expect(try draft(start: "23:45", minutes: 15).validated().endMinute == 1440)
        #expect(throws: AlmanacError.self) { try draft(start: "09:10").validated() }
        #expect((try? draft(start: "09:10").validated()) == nil)
        for (start, minutes, field) in [
            ("09:10", 45, "start"), ("09:00", 50, "minutes"), ("09:00", 10, "minutes"), ("09:00", 495, "minutes"),
            ("23:00", 90, "minutes"),
        ] {
            do {
                _ = try draft(start: start, minutes: minutes).validated()
                Issue.record("\(start) for \(minutes) was accepted")
            } catch { #expect((error as? AlmanacError)?.field == field, "\(start) \(minutes)") }
        }
    }

    @Test func aBlockNeedsATitleAndAGoalOrArea() throws {
        #expect(throws: AlmanacError.invalid("link", "A block serves a weekly goal or an area of focus; pick one.")) {
            try draft(areaId: " ").validated()
        }
        do {
            _ = try draft(title: "  ").validated()
            Issue.record("an empty title was accepted")
        } catch { #expect((error as? AlmanacError)?.field == "title") }
        do {
            _ = try draft(title: "Write\u{0}").validated()
            Issue.record("a NUL was accepted")
        } catch { #expect((error as? AlmanacError)?.field == "title") }
        #expect(try draft(title: "  Write  ").validated().title == "Write")
    }

    @Test func lengthsAreReadAsPeopleWriteThemAndNothingTraps() throws {
        #expect(try TimeBlockRules.parseMinutes("45m") == 45)
        #expect(try TimeBlockRules.parseMinutes("1h") == 60)
        #expect(try TimeBlockRules.parseMinutes("1h30m") == 90)
        #expect(try TimeBlockRules.parseMinutes("1:30") == 90)
        #expect(try TimeBlockRules.parseMinutes(" 90 ") == 90)
        for bad in ["", "abc", "1h30", "0", "9999999999999999999h", "-15", "15x", "h", "2:75", "9h"] {
            #expect(throws: AlmanacError.self, "\(bad)") { try TimeBlockRules.parseMinutes(bad) }
        }
    }

    @Test func aBlockIsItsWallClockTimeInTheZoneAcrossDST() throws {
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let utc = ISO8601DateFormatter()
        // Summer (UTC+2), the spring change (29 March 2026) and the autumn one (25 October 2026).
        #expect(try draft().interval(in: berlin).start == utc.date(from: "2026-05-04T07:00:00Z"))
        let spring = TimeBlockDraft(
            title: "x", day: LocalDay(year: 2026, month: 3, day: 29), start: try WallClockTime("09:00"), minutes: 60, areaId: "a")
        #expect(spring.interval(in: berlin).start == utc.date(from: "2026-03-29T07:00:00Z"))
        let autumn = TimeBlockDraft(
            title: "x", day: LocalDay(year: 2026, month: 10, day: 25), start: try WallClockTime("09:00"), minutes: 60, areaId: "a")
        #expect(autumn.interval(in: berlin).start == utc.date(from: "2026-10-25T08:00:00Z"))
        // 01:00 for three hours on the spring day is three hours of real time, through the skipped hour.
        let night = TimeBlockDraft(
            title: "x", day: LocalDay(year: 2026, month: 3, day: 29), start: try WallClockTime("01:00"), minutes: 180, areaId: "a")
        #expect(night.interval(in: berlin).end == utc.date(from: "2026-03-29T03:00:00Z"))
    }

    @Test func overlappingBlocksGetLanesSideBySide() {
        let lanes = BlockLanes.assign([(0, 60), (30, 90), (60, 120), (200, 215)])
        #expect(lanes.map(\.lane) == [0, 1, 0, 0])
        #expect(lanes.map(\.lanes) == [2, 2, 2, 1])
        #expect(BlockLanes.assign([]).isEmpty)
    }

    @Test func overcommitmentIsANumberAgainstCapacity() {
        let over = DayLoad(plannedMinutes: 390, capacityMinutes: 360)
        #expect(over.overcommittedMinutes == 30 && over.percent == 108)
        #expect(DayLoad(plannedMinutes: 120, capacityMinutes: 360).overcommittedMinutes == 0)
        #expect(DayLoad(plannedMinutes: 120, capacityMinutes: 0).percent == nil)
    }

    @Test func aStartedDaysPlanKeepsItsVersionsWithAReason() throws {
        let today = LocalDay(year: 2026, month: 5, day: 4)
        #expect(PlanChangeRules.keepsVersion(blockDay: today, today: today))
        #expect(PlanChangeRules.keepsVersion(blockDay: today.adding(days: -1), today: today))
        #expect(!PlanChangeRules.keepsVersion(blockDay: today.adding(days: 1), today: today))
        #expect(throws: AlmanacError.self) { try PlanChangeRules.reason("  ", required: true) }
        #expect(try PlanChangeRules.reason("  ", required: false) == nil)
        #expect(try PlanChangeRules.reason(" A call came in ", required: true) == "A call came in")
        #expect(throws: AlmanacError.self) { try PlanChangeRules.reason(String(repeating: "x", count: 501), required: true) }
    }

    @Test func aDispositionIsAskedOnceOfABlockThatEndedWithoutAnIntention() throws {
        let end = Date(timeIntervalSince1970: 1_000_000)
        try PlanChangeRules.checkDisposable(blockEnd: end, now: end, ran: false, disposed: false)
        #expect(throws: AlmanacError.self) { try PlanChangeRules.checkDisposable(blockEnd: end, now: end - 1, ran: false, disposed: false) }
        #expect(throws: AlmanacError.self) { try PlanChangeRules.checkDisposable(blockEnd: end, now: end, ran: true, disposed: false) }
        #expect(throws: AlmanacError.self) { try PlanChangeRules.checkDisposable(blockEnd: end, now: end, ran: false, disposed: true) }
    }
}

import Foundation
import Testing

@testable import AlmanacCore

@Suite struct IntentionTests {
    let start = focusTime("2026-11-16 09:00")

    func running(minutes: Int = 25) -> Intention {
        try! Intention.start(id: "i1", what: "  Write report ", plannedMinutes: minutes, areaId: "career", at: start)
    }

    @Test(arguments: [1, 15, 25, 45, 60, 90, 480])
    func acceptsPresetsAndCustomLengths(minutes: Int) throws {
        let value = try Intention.start(id: "i", what: "Read", plannedMinutes: minutes, at: start)
        #expect(value.endsAt == start.addingTimeInterval(Double(minutes * 60)))
        #expect(value.state == .running)
    }

    @Test(arguments: [0, -5, 481])
    func refusesImpossibleLengths(minutes: Int) {
        let error = #expect(throws: AlmanacError.self) {
            try Intention.start(id: "i", what: "Read", plannedMinutes: minutes, at: start)
        }
        #expect(error?.field == "plannedMinutes")
    }

    @Test func refusesAnEmptyIntention() {
        #expect(throws: AlmanacError.invalid("what", "What must not be empty.")) {
            try Intention.start(id: "i", what: "   ", plannedMinutes: 25, at: start)
        }
        #expect(running().what == "Write report")
    }

    @Test func theCountdownComesFromTheStoredEndTime() {
        let value = running()
        #expect(value.remaining(at: start.addingTimeInterval(10 * 60)) == 15 * 60)
        #expect(value.remaining(at: start.addingTimeInterval(25 * 60)) == 0)
        #expect(value.state(at: start.addingTimeInterval(26 * 60)) == .timeUp)
        #expect(value.state == .running)
    }

    @Test func extendsByFiveOrFifteenMinutes() throws {
        var value = running()
        try value.extend(byMinutes: 5, at: start.addingTimeInterval(60))
        try value.extend(byMinutes: 15, at: start.addingTimeInterval(120))
        #expect(value.endsAt == start.addingTimeInterval(45 * 60))
        #expect(throws: AlmanacError.self) { try value.extend(byMinutes: 10, at: start) }
    }

    @Test func extendingOnTheTimeUpScreenCountsFromNow() throws {
        var value = running()
        let now = start.addingTimeInterval(30 * 60)
        try value.extend(byMinutes: 5, at: now)
        #expect(value.endsAt == now.addingTimeInterval(5 * 60))
        #expect(value.state(at: now) == .running)
    }

    @Test func refusesExtendingAnAbandonedIntentionAndLeavesItUnchanged() throws {
        var value = running()
        try value.abandon(reason: "Phone call", at: start.addingTimeInterval(300))
        let before = value
        let error = #expect(throws: AlmanacError.self) { try value.extend(byMinutes: 5, at: start.addingTimeInterval(360)) }
        #expect(error?.code == "conflict")
        #expect(error?.message.contains("abandoned") == true)
        #expect(value == before)
    }

    @Test func endingBeforeTheEndTimeIsEndingEarly() throws {
        var value = running()
        try value.end(at: start.addingTimeInterval(10 * 60))
        #expect(value.state == .endedEarly)
        #expect(value.endedAt == start.addingTimeInterval(10 * 60))
        #expect(value.completedHours == 10.0 / 60)
        #expect(throws: AlmanacError.self) { try value.end(at: start.addingTimeInterval(11 * 60)) }
    }

    @Test func endingAfterTheEndTimeRecordsTimeUpAtTheEndTime() throws {
        var value = running()
        try value.end(at: start.addingTimeInterval(40 * 60))
        #expect(value.state == .timeUp)
        #expect(value.endedAt == value.endsAt)
    }

    @Test func timeUpIsRefusedWhileTimeIsLeft() throws {
        var value = running()
        let error = #expect(throws: AlmanacError.self) { try value.timeUp(at: start.addingTimeInterval(60)) }
        #expect(error?.message.contains("24 minutes") == true)
        try value.timeUp(at: value.endsAt)
        #expect(value.state == .timeUp)
    }

    @Test func abandoningNeedsAReasonAndARunningIntention() throws {
        var value = running()
        #expect(throws: AlmanacError.self) { try value.abandon(reason: " ", at: start.addingTimeInterval(60)) }
        #expect(value.state == .running)
        var ended = running()
        #expect(throws: AlmanacError.self) { try ended.abandon(reason: "Tired", at: start.addingTimeInterval(30 * 60)) }
        try value.abandon(reason: "Fire alarm", at: start.addingTimeInterval(60))
        #expect(value.abandonReason == "Fire alarm")
        #expect(value.workedInterval(at: start.addingTimeInterval(120)) == nil)
    }

    // MARK: The 5-second gate

    @Test func ratingARunningIntentionIsRefused() {
        var value = running()
        let error = #expect(throws: AlmanacError.self) { try value.rate(.happy, at: start.addingTimeInterval(60)) }
        #expect(error?.code == "conflict")
        #expect(error?.message.contains("still running") == true)
    }

    @Test(arguments: [(0.0, false), (1.0, false), (4.9, false), (5.0, true), (60.0, true)])
    func ratingUnlocksFiveSecondsAfterTheEnd(secondsAfterEnd: Double, accepted: Bool) throws {
        var value = running()
        let endedAt = start.addingTimeInterval(12 * 60)
        try value.end(at: endedAt)
        let now = endedAt.addingTimeInterval(secondsAfterEnd)
        if accepted {
            try value.rate(.happy, at: now)
            #expect(value.feeling == .happy)
            #expect(value.ratedAt == now)
        } else {
            let error = #expect(throws: AlmanacError.self) { try value.rate(.happy, at: now) }
            #expect(error?.code == "conflict")
            #expect(error?.message.contains("5 seconds") == true)
            #expect(value.feeling == nil)
        }
    }

    @Test func theGateCountsFromTheEndTimeWhenTimeRanOutUnrecorded() throws {
        var value = running()
        #expect(throws: AlmanacError.self) { try value.rate(.meh, at: value.endsAt.addingTimeInterval(3)) }
        #expect(value.state == .running)
        try value.rate(.meh, at: value.endsAt.addingTimeInterval(5))
        #expect(value.state == .timeUp)
        #expect(value.feeling == .meh)
    }

    @Test func anAbandonedIntentionIsNotRated() throws {
        var value = running()
        try value.abandon(reason: "Sick", at: start.addingTimeInterval(60))
        #expect(throws: AlmanacError.self) { try value.rate(.sad, at: start.addingTimeInterval(600)) }
    }

    // MARK: After the intention

    @Test func distractionsAreLoggedWhileRunning() throws {
        var value = running()
        try value.logDistraction(trigger: .internal, note: " checked mail ", at: start.addingTimeInterval(120))
        try value.logDistraction(trigger: .planning, at: start.addingTimeInterval(180))
        #expect(value.distractions.map(\.trigger) == [.internal, .planning])
        #expect(value.distractions[0].note == "checked mail")
        try value.end(at: start.addingTimeInterval(240))
        #expect(throws: AlmanacError.self) { try value.logDistraction(trigger: .external, at: start.addingTimeInterval(300)) }
    }

    @Test func tagsAreTrimmedAndKeptOnce() throws {
        var value = running()
        try value.setTags([" writing", "Writing", "", "deep work"])
        #expect(value.tags == ["writing", "deep work"])
        #expect(throws: AlmanacError.self) { try value.setTags((1...21).map { "tag\($0)" }) }
        #expect(value.tags == ["writing", "deep work"])
    }

    @Test func reviewAnswersAreOptionalAndNeedAnEndedIntention() throws {
        var value = running()
        #expect(throws: AlmanacError.self) {
            try value.setReview(IntentionReview(wentWell: "Flow"), at: start.addingTimeInterval(60))
        }
        try value.end(at: start.addingTimeInterval(20 * 60))
        try value.setReview(IntentionReview(wentWell: " Flow ", improve: "  ", interesting: nil), at: start.addingTimeInterval(21 * 60))
        #expect(value.review == IntentionReview(wentWell: "Flow"))
        #expect(value.isReviewed)
    }

    @Test func pastTimesCanBeCorrected() throws {
        var value = running()
        #expect(throws: AlmanacError.self) { try value.correctTimes(startedAt: start, endedAt: start.addingTimeInterval(60)) }
        try value.end(at: start.addingTimeInterval(600))
        try value.correctTimes(startedAt: start.addingTimeInterval(-600), endedAt: start.addingTimeInterval(1200))
        #expect(value.completedHours == 0.5)
        #expect(throws: AlmanacError.self) { try value.correctTimes(startedAt: start, endedAt: start) }
    }

    @Test func roundTripsThroughJSON() throws {
        var value = running()
        try value.logDistraction(trigger: .external, note: "door", at: start.addingTimeInterval(60))
        try value.end(at: start.addingTimeInterval(600))
        try value.rate(.ecstatic, at: start.addingTimeInterval(700))
        let decoded = try JSONDecoder().decode(Intention.self, from: JSONEncoder().encode(value))
        #expect(decoded == value)
    }
}

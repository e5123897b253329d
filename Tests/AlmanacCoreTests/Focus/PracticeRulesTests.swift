import Foundation
import Testing

@testable import AlmanacCore

/// The feeling gate of a practice session (issue 32), as an intention's: a feeling sent within 5
/// seconds of the session's end is refused; a session logged without its start has no gate.
@Suite struct PracticeRulesTests {
    let start = focusTime("2026-11-16 09:30")

    @Test func aFeelingOpensFiveSecondsAfterTheSessionEnded() throws {
        let end = start.addingTimeInterval(10 * 60)
        #expect(throws: AlmanacError.self) {
            try PracticeRules.checkFeelingGate(.happy, startedAt: start, minutes: 10, now: end.addingTimeInterval(4.9))
        }
        #expect(throws: AlmanacError.self) {
            try PracticeRules.checkFeelingGate(.happy, startedAt: start, minutes: 10, now: start)
        }
        try PracticeRules.checkFeelingGate(.happy, startedAt: start, minutes: 10, now: end.addingTimeInterval(5))
        do {
            try PracticeRules.checkFeelingGate(.sad, startedAt: start, minutes: 10, now: end.addingTimeInterval(2))
        } catch {
            #expect(error.message.contains("(3 s to go)"))
        }
    }

    @Test func noFeelingOrNoStartMeansNoGate() throws {
        try PracticeRules.checkFeelingGate(nil, startedAt: start, minutes: 10, now: start)
        try PracticeRules.checkFeelingGate(.meh, startedAt: nil, minutes: 10, now: start)
    }

    @Test func aSessionIsTheSpanItRan() {
        let session = PracticeSession(id: "p", startedAt: start, minutes: 25)
        #expect(session.interval == DateInterval(start: start, duration: 25 * 60))
    }
}

import Testing

@testable import AlmanacCore

@Suite struct TodayTieTests {
    @Test func aToDoForTodayNeedsAGoalOrAnAreaOnceTheUserKeepsAreas() {
        let error = #expect(throws: AlmanacError.self) {
            try TodayTie.check(title: "Call the bank", isInToday: true, isTied: false, userKeepsAreas: true)
        }
        #expect(error?.field == "areaId")
        #expect(error?.message.contains("“Call the bank” is for today") == true)
    }

    @Test func theRuleLeavesOtherToDosAlone() throws {
        // Tied, not for today, or no areas yet: nothing to ask.
        try TodayTie.check(title: "a", isInToday: true, isTied: true, userKeepsAreas: true)
        try TodayTie.check(title: "b", isInToday: false, isTied: false, userKeepsAreas: true)
        try TodayTie.check(title: "c", isInToday: true, isTied: false, userKeepsAreas: false)
        // An untied to-do already in Today can still be renamed.
        try TodayTie.check(title: "d", isInToday: true, isTied: false, wasUntiedInToday: true, userKeepsAreas: true)
    }
}

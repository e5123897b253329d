import AlmanacCore
import Testing

@Suite struct DailyStepsTests {
    @Test func theFirstFreeTimeSkipsBlocksAndMeetingsAndEndsByMidnight() {
        let taken = [(start: 540, end: 600), (start: 615, end: 660)]
        // 09:10 rounds up to 09:15, inside the 09:00 block: after it, 10:00–10:15 is too short for 30.
        #expect(DailySteps.firstFreeStart(minutes: 30, earliest: 550, taken: taken) == 660)
        #expect(DailySteps.firstFreeStart(minutes: 15, earliest: 550, taken: taken) == 600)
        #expect(DailySteps.firstFreeStart(minutes: 30, earliest: 0, taken: taken) == 0)
        // Late in the day: 23:30 fits 30 minutes, not 45.
        #expect(DailySteps.firstFreeStart(minutes: 30, earliest: 23 * 60 + 20, taken: []) == 23 * 60 + 30)
        #expect(DailySteps.firstFreeStart(minutes: 45, earliest: 23 * 60 + 20, taken: []) == nil)
        // Out-of-range lengths and starts do not trap.
        #expect(DailySteps.firstFreeStart(minutes: 0, earliest: 0, taken: []) == nil)
        #expect(DailySteps.firstFreeStart(minutes: 30, earliest: -90, taken: []) == 0)
        #expect(DailySteps.firstFreeStart(minutes: 30, earliest: Int.max / 2, taken: []) == nil)
    }

    @Test func theShutdownDraftSaysWhatBecameOfEachBlock() {
        let day = LocalDay(year: 2026, month: 5, day: 4)
        let text = DailySteps.journalDraft(
            day: day,
            lines: [
                .init(time: "09:00–10:00", title: "Write", plannedMinutes: 60, outcome: .ran(minutes: 50), moves: 1),
                .init(time: "11:00–11:30", title: "Email", plannedMinutes: 30, outcome: .disposed(.moved, .external)),
                .init(time: "18:00–19:00", title: "Gym", plannedMinutes: 60, outcome: .unanswered),
            ], dropped: ["Read"], openTasks: ["Call Ann"], feelings: [.happy])
        #expect(text.hasPrefix("Shutdown of Monday 2026-05-04\n\nPlanned 2 h 30 min in 3 blocks; 50 min ran as intentions.\n"))
        #expect(text.contains("- 09:00–10:00 Write: ran 50 min, moved once\n"))
        #expect(text.contains("- 11:00–11:30 Email: moved (external trigger)\n"))
        #expect(text.contains("- 18:00–19:00 Gym: passed without an intention\n"))
        #expect(text.contains("Dropped: Read.") && text.contains("Still open: Call Ann.") && text.contains("Felt: happy."))
        #expect(DailySteps.journalDraft(day: day, lines: [], dropped: [], openTasks: [], feelings: []).contains("No blocks were planned."))
    }
}

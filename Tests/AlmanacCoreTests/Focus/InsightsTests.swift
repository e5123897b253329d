import Foundation
import Testing

@testable import AlmanacCore

@Suite struct InsightsTests {
    let monday = focusTime("2026-11-16 00:00")
    let later = focusTime("2026-12-01 00:00")

    /// `count` rated intentions tagged `tag`, one per day at `hour`, the first `positive` happy, the rest sad.
    func rated(_ count: Int, tag: String, area: String? = nil, positive: Int, hour: Int = 9) -> [Intention] {
        (0..<count).map { index in
            finishedIntention(
                start: monday.addingTimeInterval(Double(index) * 86400 + Double(hour) * 3600), minutes: 30, area: area,
                tags: [tag], feeling: index < positive ? .happy : .sad)
        }
    }

    @Test func aTagIsSilentUnderTenRatedIntentions() {
        let insights = Insights(from: rated(9, tag: "writing", positive: 9), timeZone: berlinZone, now: later)
        #expect(insights.feelingsByTag.isEmpty)
        #expect(insights.hours == nil)
        #expect(insights.endedEarly == nil)
    }

    @Test func tagsWithTenRatingsAreRankedByHowOftenTheyFeelGood() {
        let intentions = rated(10, tag: "writing", positive: 8) + rated(12, tag: "email", positive: 3) + rated(5, tag: "rare", positive: 5)
        let insights = Insights(from: intentions, timeZone: berlinZone, now: later)
        #expect(insights.feelingsByTag.map(\.key) == ["writing", "email"])
        #expect(insights.feelingsByTag[0].basedOn == 10)
        #expect(insights.feelingsByTag[0].positiveShare == 0.8)
        #expect(insights.hardestTags.first?.key == "email")
        #expect(insights.hardestTags.first?.negativeCount == 9)
        #expect(insights.feelingsByTag[0].sentence.contains("8 of 10"))
    }

    @Test func areasComeFromTheIntentionOrItsGoal() {
        var intentions = rated(6, tag: "x", area: "health", positive: 6)
        intentions += (0..<4).map { index in
            finishedIntention(start: monday.addingTimeInterval(Double(index) * 3600), minutes: 15, goal: "run", feeling: .ecstatic)
        }
        let insights = Insights(from: intentions, timeZone: berlinZone, now: later, areaOfGoal: ["run": "health"])
        #expect(insights.feelingsByArea.map(\.key) == ["health"])
        #expect(insights.feelingsByArea[0].basedOn == 10)
    }

    @Test func busiestHoursCountCompletedIntentionsByLocalStartHour() {
        let intentions =
            rated(6, tag: "a", positive: 0, hour: 9) + rated(4, tag: "b", positive: 0, hour: 14)
            + [
                finishedIntention(
                    start: monday.addingTimeInterval(20 * 3600), minutes: 30, ending: .abandoned(monday.addingTimeInterval(20 * 3600 + 60)))
            ]
        let insights = Insights(from: intentions, timeZone: berlinZone, now: later)
        #expect(insights.hours?.basedOn == 10)
        #expect(insights.hours?.busiestHours == [9, 14])
        #expect(insights.hours?.countsByHour[20] == 0)
    }

    @Test func howOftenIntentionsEndEarly() {
        var intentions = rated(7, tag: "a", positive: 0)
        for index in 0..<3 {
            let start = monday.addingTimeInterval(Double(index) * 86400 + 15 * 3600)
            intentions.append(finishedIntention(start: start, minutes: 60, ending: .early(start.addingTimeInterval(600))))
        }
        let insights = Insights(from: intentions, timeZone: berlinZone, now: later)
        #expect(insights.endedEarly?.basedOn == 10)
        #expect(insights.endedEarly?.endedEarlyShare == 0.3)
        #expect(insights.endedEarly?.sentence.contains("30 %") == true)
        // A running intention has not ended, so it does not count.
        let withRunning = intentions.dropLast() + [finishedIntention(start: later.addingTimeInterval(-60), minutes: 60, ending: nil)]
        #expect(Insights(from: Array(withRunning), timeZone: berlinZone, now: later).endedEarly == nil)
    }
}

import Foundation
import Testing

@testable import AlmanacCore

private func day(_ text: String) -> LocalDay { LocalDay(text)! }

@Suite struct RepeatRuleTests {
    @Test func everyNDaysCountsFromTheStart() {
        let rule = RepeatRule.daily(every: 3)
        #expect(rule.nextOccurrence(after: day("2026-11-18"), completedOn: day("2026-11-18")) == day("2026-11-21"))
        // Completed a week late: the next one is the first scheduled day after the completion.
        #expect(rule.nextOccurrence(after: day("2026-11-18"), completedOn: day("2026-11-25")) == day("2026-11-27"))
        // Completed early: it does not come back before its own start.
        #expect(rule.nextOccurrence(after: day("2026-11-18"), completedOn: day("2026-11-10")) == day("2026-11-21"))
    }

    @Test func weeklyOnSeveralWeekdays() {
        let rule = RepeatRule.weekly(every: 1, on: [2, 5])  // Mon, Thu
        #expect(rule.nextOccurrence(after: day("2026-11-23"), completedOn: day("2026-11-23")) == day("2026-11-26"))
        #expect(rule.nextOccurrence(after: day("2026-11-26"), completedOn: day("2026-11-26")) == day("2026-11-30"))
        // Completed early on Friday for the Monday: next is the following Thursday.
        #expect(rule.nextOccurrence(after: day("2026-11-23"), completedOn: day("2026-11-20")) == day("2026-11-26"))
    }

    @Test func everyTwoWeeksSkipsTheOffWeek() {
        let rule = RepeatRule.weekly(every: 2, on: [2, 5])
        var start = day("2026-11-23")  // a Monday
        var starts: [String] = []
        for _ in 0..<5 {
            start = rule.nextOccurrence(after: start, completedOn: start)
            starts.append(start.description)
        }
        #expect(starts == ["2026-11-26", "2026-12-07", "2026-12-10", "2026-12-21", "2026-12-24"])
    }

    @Test func weekStartDecidesWhichWeeksCount() {
        let rule = RepeatRule.weekly(every: 2, on: [1, 4])  // Sun, Wed; start on Wednesday 18 Nov
        // Weeks from Monday: Sunday the 22nd is in the same week.
        #expect(rule.nextOccurrence(after: day("2026-11-18"), completedOn: day("2026-11-18"), weekStart: 2) == day("2026-11-22"))
        // Weeks from Sunday: the 22nd opens the off week, so the 29th.
        #expect(rule.nextOccurrence(after: day("2026-11-18"), completedOn: day("2026-11-18"), weekStart: 1) == day("2026-11-29"))
    }

    @Test func monthlyClampsToTheMonthEndAndKeepsItsDay() {
        let rule = RepeatRule.monthly(every: 1, day: 31)
        var start = day("2026-01-31")
        var starts: [String] = []
        for _ in 0..<5 {
            start = rule.nextOccurrence(after: start, completedOn: start)
            starts.append(start.description)
        }
        #expect(starts == ["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"])
        #expect(
            RepeatRule.monthly(every: 1, day: 30).nextOccurrence(after: day("2028-01-30"), completedOn: day("2028-01-30"))
                == day("2028-02-29"))
        #expect(
            RepeatRule.monthly(every: 3, day: 31).nextOccurrence(after: day("2026-11-30"), completedOn: day("2026-11-30"))
                == day("2027-02-28"))
        // Completed six weeks late: the first 1st after the completion.
        #expect(
            RepeatRule.monthly(every: 1, day: 1).nextOccurrence(after: day("2026-12-01"), completedOn: day("2027-01-15"))
                == day("2027-02-01"))
    }

    @Test func yearlyOn29February() {
        let rule = RepeatRule.yearly(every: 1, month: 2, day: 29)
        var start = day("2028-02-29")
        var starts: [String] = []
        for _ in 0..<4 {
            start = rule.nextOccurrence(after: start, completedOn: start)
            starts.append(start.description)
        }
        #expect(starts == ["2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29"])
        #expect(
            RepeatRule.yearly(every: 2, month: 12, day: 24).nextOccurrence(after: day("2026-12-24"), completedOn: day("2026-12-24"))
                == day("2028-12-24"))
    }

    @Test func afterCompletionCountsFromTheCompletionDay() {
        let rule = RepeatRule.afterCompletion(days: 3)
        #expect(rule.nextOccurrence(after: day("2026-11-18"), completedOn: day("2026-11-25")) == day("2026-11-28"))
        #expect(rule.nextOccurrence(after: day("2026-11-18"), completedOn: day("2026-11-16")) == day("2026-11-19"))
    }

    @Test func firstOccurrence() {
        let wednesday = day("2026-11-18")
        #expect(RepeatRule.weekly(every: 1, on: [2]).firstOccurrence(onOrAfter: wednesday) == day("2026-11-23"))
        #expect(RepeatRule.weekly(every: 1, on: [4]).firstOccurrence(onOrAfter: wednesday) == wednesday)
        #expect(RepeatRule.monthly(every: 1, day: 1).firstOccurrence(onOrAfter: wednesday) == day("2026-12-01"))
        #expect(RepeatRule.monthly(every: 1, day: 31).firstOccurrence(onOrAfter: wednesday) == day("2026-11-30"))
        #expect(RepeatRule.yearly(every: 1, month: 1, day: 5).firstOccurrence(onOrAfter: wednesday) == day("2027-01-05"))
    }

    @Test(arguments: [
        (RepeatRule.daily(every: 1), "every day"),
        (.daily(every: 3), "every 3 days"),
        (.weekly(every: 2, on: [5, 2]), "every 2 weeks on Mon, Thu"),
        (.weekly(every: 1, on: [1, 2]), "every week on Mon, Sun"),
        (.monthly(every: 1, day: 1), "every month on the 1st"),
        (.monthly(every: 1, day: 22), "every month on the 22nd"),
        (.monthly(every: 1, day: 13), "every month on the 13th"),
        (.monthly(every: 3, day: 31), "every 3 months on the 31st"),
        (.yearly(every: 1, month: 12, day: 24), "every year on 24 Dec"),
        (.afterCompletion(days: 1), "1 day after completion"),
        (.afterCompletion(days: 3), "3 days after completion"),
    ])
    func humanText(rule: RepeatRule, text: String) {
        #expect(rule.text() == text)
    }

    @Test func yearlyTextFollowsTheDateOrder() {
        #expect(RepeatRule.yearly(every: 2, month: 12, day: 24).text(dateOrder: .monthDay) == "every 2 years on Dec 24")
    }

    @Test func jsonIsFlatAndRoundTrips() throws {
        let rules: [RepeatRule] = [
            .daily(every: 2), .weekly(every: 2, on: [2, 5]), .monthly(every: 1, day: 31),
            .yearly(every: 1, month: 12, day: 24), .afterCompletion(days: 3),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(rules[1]), as: UTF8.self)
        #expect(json == #"{"every":2,"kind":"weekly","weekdays":[2,5]}"#)
        let decoded = try JSONDecoder().decode([RepeatRule].self, from: try encoder.encode(rules))
        #expect(decoded == rules)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RepeatRule.self, from: Data(#"{"kind":"hourly"}"#.utf8)) }
    }

    @Test func validationNamesTheProblem() throws {
        #expect(try RepeatRule.weekly(every: 1, on: [5, 2, 5]).validated() == .weekly(every: 1, on: [2, 5]))
        #expect(throws: AlmanacError.self) { try RepeatRule.daily(every: 0).validated() }
        #expect(throws: AlmanacError.self) { try RepeatRule.weekly(every: 1, on: []).validated() }
        #expect(throws: AlmanacError.self) { try RepeatRule.weekly(every: 1, on: [8]).validated() }
        #expect(throws: AlmanacError.self) { try RepeatRule.monthly(every: 1, day: 32).validated() }
        #expect(throws: AlmanacError.self) { try RepeatRule.yearly(every: 1, month: 2, day: 30).validated() }
        do {
            _ = try RepeatRule.daily(every: 1000).validated()
            Issue.record("expected an error")
        } catch {
            #expect(error.field == "repeat")
            #expect(error.message.contains("1000"))
        }
    }

    @Test func nextCopyKeepsTheEveningAndTheDeadlineDistance() {
        let rule = RepeatRule.weekly(every: 1, on: [2])
        let next = rule.nextDates(when: .evening(day("2026-11-23")), deadline: day("2026-11-25"), completedOn: day("2026-11-23"))
        #expect(next == NextTaskDates(when: .evening(day("2026-11-30")), deadline: day("2026-12-02")))
        // Only a deadline: the deadline follows the schedule.
        let deadlineOnly = RepeatRule.monthly(every: 1, day: 1).nextDates(
            when: nil, deadline: day("2026-12-01"), completedOn: day("2026-11-28"))
        #expect(deadlineOnly == NextTaskDates(when: nil, deadline: day("2027-01-01")))
        // Neither: counted from the completion day.
        let bare = RepeatRule.afterCompletion(days: 2).nextDates(when: nil, deadline: nil, completedOn: day("2026-11-28"))
        #expect(bare == NextTaskDates(when: .day(day("2026-11-30")), deadline: nil))
    }
}

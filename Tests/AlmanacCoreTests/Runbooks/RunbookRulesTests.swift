import AlmanacCore
import Foundation
import Testing

@Suite struct RunbookRulesTests {
    @Test func feelingsAreTheFivePointScaleByNameOrNumber() throws {
        #expect(Feeling.allCases.map(\.score) == [5, 4, 3, 2, 1])
        #expect(try Feeling.parse("2", field: "before") == .sad)
        #expect(try Feeling.parse(" Happy ", field: "after") == .happy)
        #expect(try Feeling.parse("", field: "after") == nil)
        #expect(try Feeling.parse(nil, field: "after") == nil)
        for bad in ["0", "6", "-1", "99999999999999999999", "fine", "3.5"] {
            #expect(throws: AlmanacError.invalid("before", "How you feel is 1 (angry), 2 (sad), 3 (meh), 4 (happy) or 5 (ecstatic).")) {
                try Feeling.parse(bad, field: "before")
            }
        }
    }

    @Test func whatHelpsIsSilentBelowTheMinimumAndCountsOnlyRatedUses() {
        let better = WhatHelps.Use(stepsDone: ["breathe"], before: .sad, after: .meh)
        let same = WhatHelps.Use(stepsDone: ["breathe", "walk"], before: .meh, after: .meh)
        let unrated = WhatHelps.Use(stepsDone: ["breathe"], before: .sad, after: nil)
        let four = [better, better, better, same]
        #expect(WhatHelps.tally(four).isEmpty)
        let tallies = WhatHelps.tally(four + [unrated, better, better, better, same])
        #expect(tallies["breathe"] == WhatHelps.Tally(better: 6, of: 8))
        #expect(tallies["walk"] == nil)
        #expect(tallies["breathe"]?.sentence == "You felt better after this 6 of 8 times.")
        // A step ticked twice in one use counts once.
        let twice = Array(repeating: WhatHelps.Use(stepsDone: ["a", "a"], before: .angry, after: .happy), count: 5)
        #expect(WhatHelps.tally(twice)["a"] == WhatHelps.Tally(better: 5, of: 5))
    }

    @Test func numbersAreWhatPeopleWriteAndLinksGetOnlyTheDigits() throws {
        #expect(try RunbookRules.phone(" +49 (30) 123-456 ") == "+49 (30) 123-456")
        #expect(RunbookRules.dialable("+49 (30) 123-456") == "+4930123456")
        for bad in ["", "call me", "12345678901234567890123456789012345", "123;456", "javascript:1", "\u{0}112"] {
            #expect(throws: AlmanacError.self) { try RunbookRules.phone(bad) }
        }
        #expect(throws: AlmanacError.invalid("emergencyNumber", "A number holds digits, and + * # ( ) - . / or spaces between them.")) {
            try RunbookRules.phone("abc", field: "emergencyNumber")
        }
    }

    @Test func contactsNameTheFieldThatIsWrong() throws {
        let today = LocalDay(year: 2026, month: 11, day: 27)
        #expect(throws: AlmanacError.invalid("name", "Name must not be empty.")) {
            try RunbookContactDraft(name: " ", phone: "112").validated(today: today)
        }
        #expect(throws: AlmanacError.invalid("checkedOn", "The day you checked the number cannot be after today.")) {
            try RunbookContactDraft(name: "Sam", phone: "0301234", checkedOn: today.adding(days: 1)).validated(today: today)
        }
        let ok = try RunbookContactDraft(name: " Sam ", phone: "030 1234", note: " sister ", checkedOn: today).validated(today: today)
        #expect(ok == RunbookContactDraft(name: "Sam", phone: "030 1234", note: "sister", checkedOn: today))
    }

    @Test func stepsAndWarningSignsAreChecked() throws {
        #expect(try RunbookRules.warningSigns("  a \r\n\n b  \n") == "a\nb")
        #expect(throws: AlmanacError.invalid("text", "Write what this step says.")) { try RunbookRules.stepText("  ", kind: .text) }
        #expect(try RunbookRules.stepText("", kind: .breathing) == "")
        #expect(throws: AlmanacError.self) { try RunbookRules.stepText(String(repeating: "x", count: 2_001), kind: .text) }
        #expect(throws: AlmanacError.self) { try RunbookRules.warningSigns("bell\u{7}") }
    }

    @Test func aThoughtRecordIsOneMarkdownEntryOfTheAnswersGiven() throws {
        let record = ThoughtRecord(situation: "Meeting", thought: "I failed", evidence: "One slide was late", kinderThought: "")
        let text = try record.markdown(runbook: "When my thoughts turn on me")
        #expect(text.hasPrefix("# Thought record"))
        #expect(text.contains("## Situation\n\nMeeting") && text.contains("## Evidence for and against\n\nOne slide was late"))
        #expect(!text.contains("A kinder thought"))
        #expect(throws: AlmanacError.invalid("situation", "Write at least the situation or the thought.")) {
            try ThoughtRecord(situation: " ", thought: "", evidence: "", kinderThought: "").markdown(runbook: "x")
        }
    }

    @Test func theMarkdownHoldsStepsContactsAndTheEmergencyNumber() {
        let sam = RunbookMarkdown.Contact(
            name: "Sam", phone: "030 1234", note: "sister", checkedOn: LocalDay(year: 2026, month: 11, day: 1))
        let text = RunbookMarkdown.render(
            name: "When I'm anxious", warningSigns: ["Tight chest"],
            steps: [
                .init(kind: .text, text: "Breathe.", contact: nil), .init(kind: .breathing, text: "", contact: nil),
                .init(kind: .contact, text: "Call", contact: sam),
            ], contacts: [sam], emergencyNumber: "112")
        #expect(text.contains("**If you are in danger now, call 112.**"))
        #expect(text.contains("1. Breathe.\n2. Paced breathing timer\n3. Call or text a contact: Call — Sam, 030 1234"))
        #expect(text.contains("- Sam (sister): 030 1234, checked 2026-11-01"))
        #expect(!RunbookMarkdown.render(name: "x", warningSigns: [], steps: [], contacts: [], emergencyNumber: nil).contains("danger"))
    }
}

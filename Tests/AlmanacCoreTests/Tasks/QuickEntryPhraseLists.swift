import Testing

@testable import AlmanacCore

/// Two lists of phrases for judging quick entry against the date language Todoist documents (its
/// help pages "Introduction to due dates and due times" and "Introduction to recurring due dates":
/// intervals, ordinal days of the month, parts of the day, relative days, weekdays with times).
///
/// The held-out list was written and committed before the parser was grown for it, and is never
/// used to decide a rule; the tuning list is what the rules were grown on. `QuickEntryPhraseScore`
/// prints both scores. Typed on Wednesday 18 November 2026, weeks from Monday, month/day order.
///
/// Where Todoist and Almanac differ, the list expects Almanac's model: a part of the day sets the
/// reminder (morning 9:00, afternoon 12:00, Todoist's times); "evening" and "night" put the to-do in
/// This Evening (Almanac's section for it) without a time. Phrases Almanac cannot hold at all are
/// left out, not scored: every N hours ("every hour"), the Nth weekday of a month ("every 3rd
/// friday", "every 2nd monday"), the first workday, and end dates ("until", "for 3 weeks").
enum QuickEntryPhraseLists {
    static let today = LocalDay("2026-11-18")!

    struct Phrase: Sendable, CustomTestStringConvertible {
        var input: String
        var expected: QuickEntryResult
        var testDescription: String { "\"\(input)\"" }
    }

    static func on(_ text: String) -> TaskWhen { .day(LocalDay(text)!) }
    static func evening(_ text: String) -> TaskWhen { .evening(LocalDay(text)!) }
    static func at(_ hour: Int, _ minute: Int = 0) -> WallClockTime { try! WallClockTime(hour: hour, minute: minute) }
    static func phrase(
        _ input: String, _ title: String, start: TaskWhen? = nil, reminder: WallClockTime? = nil,
        repeating: RepeatRule? = nil
    ) -> Phrase {
        Phrase(input: input, expected: QuickEntryResult(title: title, start: start, reminder: reminder, repeatRule: repeating))
    }

    /// Written from Todoist's help pages before the parser changed (held out: never tuned on).
    static let heldOut: [Phrase] = [
        // Intervals.
        phrase(
            "Take out trash every other week", "Take out trash", start: on("2026-11-18"),
            repeating: .weekly(every: 2, on: [4])),
        phrase("Water plants every 3 days", "Water plants", start: on("2026-11-18"), repeating: .daily(every: 3)),
        phrase("Budget review every 6 weeks", "Budget review", start: on("2026-11-18"), repeating: .weekly(every: 6, on: [4])),
        phrase("Recycle every other friday", "Recycle", start: on("2026-11-20"), repeating: .weekly(every: 2, on: [6])),
        phrase(
            "Run every 14 days 7am starting Dec 1", "Run", start: on("2026-12-01"), reminder: at(7),
            repeating: .daily(every: 14)),
        phrase(
            "Team sync every other tues 7am starting Dec 1", "Team sync", start: on("2026-12-01"), reminder: at(7),
            repeating: .weekly(every: 2, on: [3])),
        phrase("Vitamins daily", "Vitamins", start: on("2026-11-18"), repeating: .daily(every: 1)),
        phrase("Check budget weekly", "Check budget", start: on("2026-11-18"), repeating: .weekly(every: 1, on: [4])),
        phrase("Back up photos monthly", "Back up photos", start: on("2026-11-18"), repeating: .monthly(every: 1, day: 18)),
        phrase("Standup every workday", "Standup", start: on("2026-11-18"), repeating: .weekly(every: 1, on: [2, 3, 4, 5, 6])),
        phrase(
            "Gym every mon, tues, wed, and fri", "Gym", start: on("2026-11-18"), repeating: .weekly(every: 1, on: [2, 3, 4, 6])),
        phrase("Groceries every sat", "Groceries", start: on("2026-11-21"), repeating: .weekly(every: 1, on: [7])),
        // Ordinal days of the month and of the year.
        phrase("Pay rent every 15th", "Pay rent", start: on("2026-12-15"), repeating: .monthly(every: 1, day: 15)),
        phrase("Pay card every 27", "Pay card", start: on("2026-11-27"), repeating: .monthly(every: 1, day: 27)),
        phrase("Bills every 1st", "Bills", start: on("2026-12-01"), repeating: .monthly(every: 1, day: 1)),
        phrase("Invoice every last day", "Invoice", start: on("2026-11-30"), repeating: .monthly(every: 1, day: 31)),
        phrase("Renew domain every jan 27th", "Renew domain", start: on("2027-01-27"), repeating: .yearly(every: 1, month: 1, day: 27)),
        // Parts of the day.
        phrase("Stretch every morning", "Stretch", start: on("2026-11-18"), reminder: at(9), repeating: .daily(every: 1)),
        phrase("Lunch walk every afternoon", "Lunch walk", start: on("2026-11-18"), reminder: at(12), repeating: .daily(every: 1)),
        phrase("Read every evening", "Read", start: evening("2026-11-18"), repeating: .daily(every: 1)),
        phrase("Journal every night", "Journal", start: evening("2026-11-18"), repeating: .daily(every: 1)),
        phrase("Call Bob tomorrow morning", "Call Bob", start: on("2026-11-19"), reminder: at(9)),
        phrase("Email team tomorrow afternoon", "Email team", start: on("2026-11-19"), reminder: at(12)),
        phrase("Stretch every morning at 7am", "Stretch", start: on("2026-11-18"), reminder: at(7), repeating: .daily(every: 1)),
        phrase("Pack friday evening", "Pack", start: evening("2026-11-20")),
        // Relative days.
        phrase("Renew passport in 5 days", "Renew passport", start: on("2026-11-23")),
        phrase("Plan trip in two weeks", "Plan trip", start: on("2026-12-02")),
        phrase("Call back in two days", "Call back", start: on("2026-11-20")),
        phrase("Dentist in 3 weeks", "Dentist", start: on("2026-12-09")),
        phrase("Follow up in a month", "Follow up", start: on("2026-12-18")),
        phrase("Review in three days", "Review", start: on("2026-11-21")),
        phrase("Clean garage this weekend", "Clean garage", start: on("2026-11-21")),
        phrase("Hike next weekend", "Hike", start: on("2026-11-28")),
        phrase("Taxes end of month", "Taxes", start: on("2026-11-30")),
        phrase("Plan sprint next week", "Plan sprint", start: on("2026-11-23")),
        // Weekdays and dates with times.
        phrase("Dinner friday at 7pm", "Dinner", start: on("2026-11-20"), reminder: at(19)),
        phrase("Call mom next monday 10am", "Call mom", start: on("2026-11-23"), reminder: at(10)),
        phrase("Present mon 9am", "Present", start: on("2026-11-23"), reminder: at(9)),
        phrase("Meeting tomorrow at 2:30pm", "Meeting", start: on("2026-11-19"), reminder: at(14, 30)),
        phrase("Flight 5 Dec at 6am", "Flight", start: on("2026-12-05"), reminder: at(6)),
        phrase("Dentist next week at 3pm", "Dentist", start: on("2026-11-23"), reminder: at(15)),
        phrase(
            "Standup every weekday at 9:30am", "Standup", start: on("2026-11-18"), reminder: at(9, 30),
            repeating: .weekly(every: 1, on: [2, 3, 4, 5, 6])),
    ]

    /// Grown on while the parser changed (the same kinds of phrase, other words and numbers).
    static let tuning: [Phrase] = [
        phrase("Bins every other monday", "Bins", start: on("2026-11-23"), repeating: .weekly(every: 2, on: [2])),
        phrase("Piano every two weeks", "Piano", start: on("2026-11-18"), repeating: .weekly(every: 2, on: [4])),
        phrase("Lunch every other wed starting Dec 2", "Lunch", start: on("2026-12-02"), repeating: .weekly(every: 2, on: [4])),
        phrase("Backup every 7 days starting tomorrow", "Backup", start: on("2026-11-19"), repeating: .daily(every: 7)),
        phrase("Water cress every 3rd", "Water cress", start: on("2026-12-03"), repeating: .monthly(every: 1, day: 3)),
        phrase("Close books every 31st", "Close books", start: on("2026-11-30"), repeating: .monthly(every: 1, day: 31)),
        phrase("Payroll every last day of the month", "Payroll", start: on("2026-11-30"), repeating: .monthly(every: 1, day: 31)),
        phrase("Gift every dec 24", "Gift", start: on("2026-12-24"), repeating: .yearly(every: 1, month: 12, day: 24)),
        phrase("Walk every morning", "Walk", start: on("2026-11-18"), reminder: at(9), repeating: .daily(every: 1)),
        phrase("Tea every afternoon", "Tea", start: on("2026-11-18"), reminder: at(12), repeating: .daily(every: 1)),
        phrase("Meditate every night", "Meditate", start: evening("2026-11-18"), repeating: .daily(every: 1)),
        phrase(
            "Plan every workday at 8am", "Plan", start: on("2026-11-18"), reminder: at(8),
            repeating: .weekly(every: 1, on: [2, 3, 4, 5, 6])),
        phrase("Yoga weekly", "Yoga", start: on("2026-11-18"), repeating: .weekly(every: 1, on: [4])),
        phrase("Invoices monthly", "Invoices", start: on("2026-11-18"), repeating: .monthly(every: 1, day: 18)),
        phrase("Checkup yearly", "Checkup", start: on("2026-11-18"), repeating: .yearly(every: 1, month: 11, day: 18)),
        phrase("Monthly report", "Monthly report"),
        phrase("Email sunday morning", "Email", start: on("2026-11-22"), reminder: at(9)),
        phrase("Paint saturday afternoon", "Paint", start: on("2026-11-21"), reminder: at(12)),
        phrase("Study this morning", "Study", start: on("2026-11-18"), reminder: at(9)),
        phrase("Pack monday evening", "Pack", start: evening("2026-11-23")),
        phrase("Meet in four days", "Meet", start: on("2026-11-22")),
        phrase("Visit in three weeks", "Visit", start: on("2026-12-09")),
        phrase("Renew in six months", "Renew", start: on("2027-05-18")),
        phrase("Relax this weekend", "Relax", start: on("2026-11-21")),
        phrase("Camp next weekend", "Camp", start: on("2026-11-28")),
        phrase("Report end of the month", "Report", start: on("2026-11-30")),
        phrase("Notes from the meeting", "Notes from the meeting"),
    ]
}

/// Prints how many phrases of each list quick entry reads as expected. The held-out floor only
/// rises: a rule that loses a held-out phrase fails here.
@Suite struct QuickEntryPhraseScore {
    static func score(_ phrases: [QuickEntryPhraseLists.Phrase]) -> (passed: Int, missed: [String]) {
        var missed: [String] = []
        for phrase in phrases {
            let parsed = QuickEntry.parse(phrase.input, today: QuickEntryPhraseLists.today, locale: .monthDay, weekStart: 2)
            if parsed != phrase.expected { missed.append(phrase.input) }
        }
        return (phrases.count - missed.count, missed)
    }

    @Test func heldOutScore() {
        let (passed, missed) = Self.score(QuickEntryPhraseLists.heldOut)
        print("quick entry held-out: \(passed)/\(QuickEntryPhraseLists.heldOut.count); missed: \(missed)")
        #expect(QuickEntryPhraseLists.heldOut.count >= 40)
        #expect(passed >= Self.heldOutFloor)
    }

    @Test func tuningScore() {
        let (passed, missed) = Self.score(QuickEntryPhraseLists.tuning)
        print("quick entry tuning: \(passed)/\(QuickEntryPhraseLists.tuning.count); missed: \(missed)")
        #expect(missed.isEmpty)
    }

    /// The held-out score of the parser as it stands; raised when a change reads more. Before the
    /// parser grew for Todoist's language it read 16 of 42; after, 41 (the miss: `every 27`, a bare
    /// day number, which Almanac keeps as words, as it keeps `every 2`).
    static let heldOutFloor = 41
}

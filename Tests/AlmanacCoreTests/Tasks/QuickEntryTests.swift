import Testing

@testable import AlmanacCore

/// Every example is typed on Wednesday 18 November 2026, weeks starting on Monday, US date order,
/// unless it says otherwise.
@Suite struct QuickEntryTests {
    static let today = LocalDay("2026-11-18")!

    struct Example: Sendable, CustomTestStringConvertible {
        var input: String
        var expected: QuickEntryResult
        var order: DateOrder = .monthDay
        var weekStart: Int = 2
        var testDescription: String {
            "\"\(input)\"" + (order == .dayMonth ? " (day/month)" : "") + (weekStart == 1 ? " (Sunday weeks)" : "")
        }
    }

    static func on(_ text: String) -> TaskWhen { .day(LocalDay(text)!) }
    static func evening(_ text: String) -> TaskWhen { .evening(LocalDay(text)!) }
    static func date(_ text: String) -> LocalDay { LocalDay(text)! }
    static func at(_ hour: Int, _ minute: Int = 0) -> WallClockTime { try! WallClockTime(hour: hour, minute: minute) }
    static func result(
        _ title: String, start: TaskWhen? = nil, reminder: WallClockTime? = nil, list: String? = nil, tags: [String] = [],
        deadline: LocalDay? = nil, repeating: RepeatRule? = nil
    ) -> QuickEntryResult {
        QuickEntryResult(
            title: title, start: start, reminder: reminder, listName: list, tags: tags, deadline: deadline, repeatRule: repeating)
    }

    static let examples: [Example] = [
        // The issue's example.
        Example(
            input: "Call mom tomorrow 5pm #Family @phone",
            expected: result("Call mom", start: on("2026-11-19"), reminder: at(17), list: "Family", tags: ["phone"])),
        // Plain titles.
        Example(input: "Buy milk", expected: result("Buy milk")),
        Example(input: "  Buy   milk  ", expected: result("Buy milk")),
        Example(input: "", expected: result("")),
        Example(input: "Order 2 pizzas", expected: result("Order 2 pizzas")),
        Example(input: "Meet at home", expected: result("Meet at home")),
        Example(input: "Lecture in the morning", expected: result("Lecture in the morning")),
        Example(input: "Every now and then", expected: result("Every now and then")),
        Example(input: "May I help", expected: result("May I help")),
        Example(input: "Buy sun cream", expected: result("Buy sun cream")),
        Example(input: "Hurry!", expected: result("Hurry!")),
        Example(input: "Fix bug #123", expected: result("Fix bug #123")),
        // Relative days.
        Example(input: "Buy milk today", expected: result("Buy milk", start: on("2026-11-18"))),
        Example(input: "Pay rent tonight", expected: result("Pay rent", start: evening("2026-11-18"))),
        Example(input: "Pay rent this evening", expected: result("Pay rent", start: evening("2026-11-18"))),
        Example(input: "Call Bob tomorrow", expected: result("Call Bob", start: on("2026-11-19"))),
        Example(input: "Call Bob tmrw", expected: result("Call Bob", start: on("2026-11-19"))),
        Example(input: "Call Bob tomorrow evening", expected: result("Call Bob", start: evening("2026-11-19"))),
        Example(input: "Call mom, tomorrow", expected: result("Call mom", start: on("2026-11-19"))),
        Example(input: "Learn piano someday", expected: result("Learn piano", start: .someday)),
        Example(input: "Read someday @books", expected: result("Read", start: .someday, tags: ["books"])),
        // Weekdays: the next one after today.
        Example(input: "Gym friday", expected: result("Gym", start: on("2026-11-20"))),
        Example(input: "Gym Friday", expected: result("Gym", start: on("2026-11-20"))),
        Example(input: "Gym wednesday", expected: result("Gym", start: on("2026-11-25"))),
        Example(input: "Gym mon", expected: result("Gym", start: on("2026-11-23"))),
        Example(input: "Gym on sat", expected: result("Gym", start: on("2026-11-21"))),
        Example(input: "Gym this thursday", expected: result("Gym", start: on("2026-11-19"))),
        Example(input: "Dentist next friday", expected: result("Dentist", start: on("2026-11-27"))),
        // Next week / month / year, in N units.
        Example(input: "Plan next week", expected: result("Plan", start: on("2026-11-23"))),
        Example(input: "Plan next week", expected: result("Plan", start: on("2026-11-22")), weekStart: 1),
        Example(input: "Review next month", expected: result("Review", start: on("2026-12-01"))),
        Example(input: "Taxes next year", expected: result("Taxes", start: on("2027-01-01"))),
        Example(input: "Call in 3 days", expected: result("Call", start: on("2026-11-21"))),
        Example(input: "Call in 2 weeks", expected: result("Call", start: on("2026-12-02"))),
        Example(input: "Check in a week", expected: result("Check", start: on("2026-11-25"))),
        Example(input: "Renew in 1 month", expected: result("Renew", start: on("2026-12-18"))),
        // Calendar dates.
        Example(input: "Party 24 Dec", expected: result("Party", start: on("2026-12-24"))),
        Example(input: "Party Dec 24", expected: result("Party", start: on("2026-12-24"))),
        Example(input: "Party December 24th", expected: result("Party", start: on("2026-12-24"))),
        Example(input: "Party 2026-12-24", expected: result("Party", start: on("2026-12-24"))),
        Example(input: "Party 12/24", expected: result("Party", start: on("2026-12-24"))),
        Example(input: "Party 24/12", expected: result("Party", start: on("2026-12-24")), order: .dayMonth),
        Example(input: "Party 12/24", expected: result("Party 12/24"), order: .dayMonth),
        Example(input: "Party 3/4", expected: result("Party", start: on("2027-03-04"))),
        Example(input: "Party 3/4", expected: result("Party", start: on("2027-04-03")), order: .dayMonth),
        Example(input: "Trip 1 Nov", expected: result("Trip", start: on("2027-11-01"))),
        Example(input: "Trip 18 Nov", expected: result("Trip", start: on("2026-11-18"))),
        Example(input: "Trip 24 Dec 2027", expected: result("Trip", start: on("2027-12-24"))),
        Example(input: "Trip 12/24/2027", expected: result("Trip", start: on("2027-12-24"))),
        Example(input: "Trip 30 Feb", expected: result("Trip 30 Feb")),
        Example(input: "Leap 29 Feb", expected: result("Leap", start: on("2028-02-29"))),
        Example(input: "Pay taxes May 5", expected: result("Pay taxes", start: on("2027-05-05"))),
        // Times: a reminder; without a day, today.
        Example(input: "Call 5pm", expected: result("Call", start: on("2026-11-18"), reminder: at(17))),
        Example(input: "Call at 9", expected: result("Call", start: on("2026-11-18"), reminder: at(9))),
        Example(input: "Call at 17:30", expected: result("Call", start: on("2026-11-18"), reminder: at(17, 30))),
        Example(input: "Call 17:00 tomorrow", expected: result("Call", start: on("2026-11-19"), reminder: at(17))),
        Example(input: "Call 5 pm friday", expected: result("Call", start: on("2026-11-20"), reminder: at(17))),
        Example(input: "Call 12am", expected: result("Call", start: on("2026-11-18"), reminder: at(0))),
        Example(input: "Lunch at noon", expected: result("Lunch", start: on("2026-11-18"), reminder: at(12))),
        Example(input: "Dentist 12/24 10:30am", expected: result("Dentist", start: on("2026-12-24"), reminder: at(10, 30))),
        Example(input: "Dinner tonight at 8", expected: result("Dinner", start: evening("2026-11-18"), reminder: at(20))),
        Example(
            input: "Present on monday at 10am #Work", expected: result("Present", start: on("2026-11-23"), reminder: at(10), list: "Work")),
        // Lists and tags.
        Example(input: "Call mom #Family", expected: result("Call mom", list: "Family")),
        Example(
            input: "Plan trip #\"Summer Holidays\" tomorrow",
            expected: result("Plan trip", start: on("2026-11-19"), list: "Summer Holidays")),
        Example(input: "Call @phone @errands", expected: result("Call", tags: ["phone", "errands"])),
        Example(input: "Email boss @work @Work", expected: result("Email boss", tags: ["work"])),
        // Deadlines.
        Example(input: "Report deadline friday", expected: result("Report", deadline: date("2026-11-20"))),
        Example(input: "Report !friday", expected: result("Report", deadline: date("2026-11-20"))),
        Example(input: "Report !2026-12-24", expected: result("Report", deadline: date("2026-12-24"))),
        Example(input: "Report due 24 Dec", expected: result("Report", deadline: date("2026-12-24"))),
        Example(input: "Report !24 Dec", expected: result("Report", deadline: date("2026-12-24"))),
        Example(input: "Report tomorrow !friday", expected: result("Report", start: on("2026-11-19"), deadline: date("2026-11-20"))),
        Example(input: "Report !sat", expected: result("Report", deadline: date("2026-11-21"))),
        // Repeats: a repeat without a start starts on its first day from today.
        Example(
            input: "Water plants every monday",
            expected: result("Water plants", start: on("2026-11-23"), repeating: .weekly(every: 1, on: [2]))),
        Example(
            input: "Standup every weekday",
            expected: result("Standup", start: on("2026-11-18"), repeating: .weekly(every: 1, on: [2, 3, 4, 5, 6]))),
        Example(input: "Clean every 2 weeks", expected: result("Clean", start: on("2026-11-18"), repeating: .weekly(every: 2, on: [4]))),
        Example(input: "Clean every other week", expected: result("Clean", start: on("2026-11-18"), repeating: .weekly(every: 2, on: [4]))),
        Example(input: "Vitamins every day", expected: result("Vitamins", start: on("2026-11-18"), repeating: .daily(every: 1))),
        Example(
            input: "Take pills every day at 9",
            expected: result("Take pills", start: on("2026-11-18"), reminder: at(9), repeating: .daily(every: 1))),
        Example(
            input: "Rent every month on the 1st", expected: result("Rent", start: on("2026-12-01"), repeating: .monthly(every: 1, day: 1))),
        Example(
            input: "Backup every 3 months on the 31st",
            expected: result("Backup", start: on("2026-11-30"), repeating: .monthly(every: 3, day: 31))),
        Example(input: "Pay every month", expected: result("Pay", start: on("2026-11-18"), repeating: .monthly(every: 1, day: 18))),
        Example(
            input: "Birthday every year",
            expected: result("Birthday", start: on("2026-11-18"), repeating: .yearly(every: 1, month: 11, day: 18))),
        Example(
            input: "Anniversary every year on Dec 24",
            expected: result("Anniversary", start: on("2026-12-24"), repeating: .yearly(every: 1, month: 12, day: 24))),
        Example(input: "Gym every mon, thu", expected: result("Gym", start: on("2026-11-19"), repeating: .weekly(every: 1, on: [2, 5]))),
        Example(
            input: "Gym every monday and thursday 7am",
            expected: result("Gym", start: on("2026-11-19"), reminder: at(7), repeating: .weekly(every: 1, on: [2, 5]))),
        Example(
            input: "Meet every 2 weeks friday", expected: result("Meet", start: on("2026-11-20"), repeating: .weekly(every: 2, on: [6]))),
        Example(
            input: "Water plants every 3 days after completion",
            expected: result("Water plants", start: on("2026-11-18"), repeating: .afterCompletion(days: 3))),
        // The last of a kind counts; earlier words stay in the title.
        Example(input: "Book flights for friday tomorrow", expected: result("Book flights for friday", start: on("2026-11-19"))),
        Example(input: "Move #Home stuff #Garage", expected: result("Move #Home stuff", list: "Garage")),
        // Only keywords: the whole text is the title, nothing parsed.
        Example(input: "tomorrow", expected: result("tomorrow")),
        Example(input: "#Family @phone", expected: result("#Family @phone")),
    ]

    @Test(arguments: examples)
    func parses(_ example: Example) {
        let parsed = QuickEntry.parse(example.input, today: Self.today, locale: example.order, weekStart: example.weekStart)
        #expect(parsed == example.expected)
    }

    @Test func theTableIsLargeEnough() {
        #expect(Self.examples.count >= 60)
    }

    /// Words that look like keywords but are not complete stay in the title, unchanged, and odd
    /// input never crashes the parser.
    @Test(arguments: [
        "!", "#", "@", "every", "in", "next", "at", "12/", "/12", "99/99", "every 0 days", "in 0 days", "at 25", "13pm", "5:75", "!!!",
        "on", "every 2", "#\"\"",
    ])
    func incompleteKeywordsStayInTheTitle(_ input: String) {
        let parsed = QuickEntry.parse("Do it " + input, today: Self.today, locale: .monthDay, weekStart: 2)
        #expect(parsed == QuickEntryResult(title: "Do it " + input))
    }

    @Test func anUnclosedQuoteIsAnOrdinaryListWord() {
        let parsed = QuickEntry.parse("Do it #\"Two words", today: Self.today, locale: .monthDay, weekStart: 2)
        #expect(parsed == QuickEntryResult(title: "Do it words", listName: "Two"))
    }
}

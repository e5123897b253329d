import AlmanacCore
import Testing

/// Issue 30: "2024 pages" for a habit of 20 a day was accepted without a word.
@Suite struct HabitAmountTests {
    @Test(arguments: [
        (amount: 24.0, target: 20.0 as Double?, asked: false), (200, 20, false), (200.5, 20, true), (2024, 20, true),
        (5000, nil, false), (3, 0.25, true), (2.5, 0.25, false),
    ])
    func moreThanTenTimesTheTargetIsAskedAbout(_ example: (amount: Double, target: Double?, asked: Bool)) {
        #expect(HabitDraft.needsConfirmation(amount: example.amount, target: example.target) == example.asked)
    }

    @Test func theRefusalNamesTheFieldAndTheNumbersAndAConfirmationLetsItThrough() throws {
        #expect(throws: AlmanacError.self) {
            try HabitDraft.checkPlausible(amount: 2024, target: 20, unit: "pages", confirmed: false)
        }
        do {
            try HabitDraft.checkPlausible(amount: 2024, target: 20, unit: "pages", confirmed: false)
        } catch {
            #expect(error.field == "amount")
            #expect(error.message.hasPrefix("2024 pages is more than 10 times the target of 20 pages."))
        }
        try HabitDraft.checkPlausible(amount: 2024, target: 20, unit: "pages", confirmed: true)
        try HabitDraft.checkPlausible(amount: 24, target: 20, unit: "pages", confirmed: false)
    }
}

import Foundation
import Testing

@testable import AlmanacCore

/// What a person types into the food log: recipe lines, and times on a day that starts late.
struct FoodInputTests {
    @Test func recipeLinesReadTheAmountThenTheFood() throws {
        let lines = try RecipeLine.parse("200 g rolled oats\n\n  1 cup 2% milk\n2 medium bananas\n150g cheddar\n0.5 kg flour")
        #expect(lines.map(\.number) == [1, 2, 3, 4, 5])
        #expect(lines[0] == RecipeLine(number: 1, amount: .grams(200), query: "rolled oats"))
        #expect(lines[1] == RecipeLine(number: 2, amount: .portion(amount: 1, name: "cup"), query: "2% milk"))
        #expect(lines[2] == RecipeLine(number: 3, amount: .portion(amount: 2, name: "medium"), query: "bananas"))
        #expect(lines[3] == RecipeLine(number: 4, amount: .grams(150), query: "cheddar"))
        #expect(lines[4] == RecipeLine(number: 5, amount: .grams(500), query: "flour"))
        // A plural measure is the portion's name in the singular.
        #expect(try RecipeLine.parse("3 slices bread").first?.amount == .portion(amount: 3, name: "slice"))
    }

    @Test func recipeLinesWithoutAnAmountOrAFoodAreRefusedByLine() {
        #expect { try RecipeLine.parse("  \n ") } throws: { ($0 as? AlmanacError)?.field == "ingredients" }
        #expect { try RecipeLine.parse("200 g oats\nsome milk") } throws: {
            ($0 as? AlmanacError)?.message.hasPrefix("Line 2 (“some milk”) must start with an amount") == true
        }
        #expect { try RecipeLine.parse("200 g") } throws: { ($0 as? AlmanacError)?.message.hasPrefix("Line 1:") == true }
    }

    @Test func aTimeBeforeTheDayStartBelongsToTheNightAfter() throws {
        var preferences = UserPreferences(timeZone: "Europe/Berlin")
        preferences.dayStartHour = 4
        let day = LocalDay("2026-11-20")!
        let now = ISO8601DateFormatter().date(from: "2026-11-24T10:00:00Z")!
        let late = try FoodDayStart.instant(day: day, time: "02:30", preferences: preferences, now: now)
        #expect(late == ISO8601DateFormatter().date(from: "2026-11-21T01:30:00Z"))
        let evening = try FoodDayStart.instant(day: day, time: "19:15", preferences: preferences, now: now)
        #expect(evening == ISO8601DateFormatter().date(from: "2026-11-20T18:15:00Z"))
        // Seconds from a time input are dropped.
        #expect(try FoodDayStart.instant(day: day, time: "19:15:00", preferences: preferences, now: now) == evening)
    }

    @Test func noTimeIsNowTodayAndMiddayOnAnotherDay() throws {
        let preferences = UserPreferences(timeZone: "UTC")
        let now = ISO8601DateFormatter().date(from: "2026-11-24T10:00:00Z")!
        #expect(try FoodDayStart.instant(day: LocalDay("2026-11-24")!, time: nil, preferences: preferences, now: now) == now)
        #expect(
            try FoodDayStart.instant(day: LocalDay("2026-11-23")!, time: "", preferences: preferences, now: now)
                == ISO8601DateFormatter().date(from: "2026-11-23T12:00:00Z"))
        #expect { try FoodDayStart.instant(day: LocalDay("2026-11-23")!, time: "25:00", preferences: preferences, now: now) } throws: {
            ($0 as? AlmanacError)?.field == "time"
        }
    }
}

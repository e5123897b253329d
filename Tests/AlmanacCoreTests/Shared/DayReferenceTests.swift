import AlmanacCore
import Testing

@Suite struct DayReferenceTests {
    let today = LocalDay(year: 2026, month: 3, day: 1)

    @Test func todayYesterdayAndDatesNameTheSameDaysEverywhere() throws {
        #expect(try DayReference.parse(nil, today: today) == today)
        #expect(try DayReference.parse("", today: today) == today)
        #expect(try DayReference.parse("Today", today: today) == today)
        #expect(try DayReference.parse("yesterday", today: today) == LocalDay(year: 2026, month: 2, day: 28))
        #expect(try DayReference.parse("2024-02-29", today: today) == LocalDay(year: 2024, month: 2, day: 29))
    }

    @Test func anythingElseIsRefusedNamingTheField() {
        for text in ["tomorrow", "2026-02-30", "2026-13-01", "26-1-1", "1e99"] {
            #expect(throws: AlmanacError.self) { try DayReference.parse(text, today: today, field: "date") }
            do {
                _ = try DayReference.parse(text, today: today, field: "date")
            } catch {
                #expect(error.field == "date")
            }
        }
    }

    @Test func coloursAreSixHexDigitsStoredInLowerCase() throws {
        #expect(try HexColor.parse("#2F6F5E") == "#2f6f5e")
        #expect(try HexColor.parse("  ") == nil)
        for text in ["2f6f5e", "#2f6f5", "#2f6f5eff", "#zzzzzz", "red"] {
            #expect(throws: AlmanacError.self) { try HexColor.parse(text) }
        }
    }
}

import AlmanacCore
import Testing

/// One length rule (issue 29): code points, as SQLite's `length()` counts them, and no control
/// characters in a one-line text.
@Suite struct TextRuleTests {
    /// 200,000 combining acute accents after one letter: one character, 200,001 code points.
    static let combiningMarks = "a" + String(repeating: "\u{0301}", count: 200_000)

    @Test func lengthCountsCodePointsAsSQLiteDoes() {
        #expect(Validate.length("é") == 1)
        #expect(Validate.length("e\u{0301}") == 2)
        #expect(Validate.length("👩‍👩‍👧") == 5)
        #expect(Validate.length(Self.combiningMarks) == 200_001)
    }

    @Test func aTitleOfCombiningMarksIsTooLong() throws {
        #expect(Self.combiningMarks.count == 1)
        #expect(throws: AlmanacError.invalid("title", "Title is 200001 characters long; the limit is 500.")) {
            try Validate.title(Self.combiningMarks)
        }
        #expect(try Validate.title(String(repeating: "é", count: 500)).count == 500)
    }

    @Test func aMessageNamesTheFieldAsAPersonReadsIt() throws {
        #expect(throws: AlmanacError.invalid("displayName", "Display name is 201 characters long; the limit is 200.")) {
            try Validate.line(String(repeating: "a", count: 201), field: "displayName", max: 200)
        }
        #expect(Validate.label("what") == "What" && Validate.label("estimateHours") == "Estimate hours")
    }

    @Test func controlCharactersAreRefusedInNamesAndTitles() throws {
        for text in ["\u{0}", "a\u{0}b", "a\u{1B}[31mred", "a\u{7F}", "a\u{85}b", "a\tb", "a\nb"] {
            #expect(throws: AlmanacError.self, "\(text.debugDescription)") { try Validate.title(text, field: "name") }
        }
        #expect(throws: AlmanacError.invalid("name", "Name must not hold control characters (U+0000).")) {
            try Validate.title("\u{0}", field: "name")
        }
        #expect(throws: AlmanacError.self) { try HabitDraft(name: "\u{0}").validated() }
        #expect(throws: AlmanacError.self) { try HabitDraft(name: "Read", target: 1, unit: "p\u{0}ges").validated() }
        #expect(throws: AlmanacError.self) { try HabitDraft(name: String(repeating: "\u{0301}", count: 101)).validated() }
        #expect(try Validate.title("  Émile’s café 👩‍👩‍👧 ") == "Émile’s café 👩‍👩‍👧")
    }

    @Test func multiLineTextKeepsTabsAndNewlines() throws {
        try Validate.plainText("a\tb\nc\r\n", field: "location", multiline: true)
        #expect(throws: AlmanacError.self) { try Validate.plainText("a\u{0}", field: "location", multiline: true) }
    }
}

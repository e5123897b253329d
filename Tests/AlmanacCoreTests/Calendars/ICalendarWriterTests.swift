import AlmanacCore
import Foundation
import Testing

@Suite struct ICalendarWriterTests {
    /// A title with commas, semicolons, a backslash and line breaks comes back as written through
    /// the reader; every line is at most 75 octets and ends in CRLF, and a long title of
    /// two-byte letters is folded between characters, never inside one.
    @Test func textIsEscapedAndLongLinesFoldedBetweenCharacters() throws {
        let title = "Plan, review; then\nship \\ it\r\n" + String(repeating: "é", count: 80)
        let start = Date(timeIntervalSince1970: 1_792_828_800)
        let text = ICalendarWriter.calendar(
            name: "Almanac plan",
            events: [
                PublishedEvent(
                    uid: "b1@almanac", start: start, end: start.addingTimeInterval(2700), summary: title, categories: "Work, home",
                    modified: start)
            ])
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") && !$0.contains("\r") })
        #expect(lines.contains { $0.hasPrefix("SUMMARY:Plan\\, review\\; then\\nship \\\\ it\\néé") })
        #expect(lines.filter { $0.hasPrefix(" é") }.count == 2)
        #expect(lines.contains("DTSTART:20261024T080000Z") && lines.contains("DTEND:20261024T084500Z"))
        let file = try ICalendarFile.parse(text, person: TimeZone(identifier: "UTC")!)
        let event = try #require(file.events.first)
        #expect(event.summary == "Plan, review; then\nship \\ it\n" + String(repeating: "é", count: 80))
        #expect(event.uid == "b1@almanac")
        #expect(event.start.instant(person: .gmt) == start)
    }

    /// Control characters other than line breaks are left out of a TEXT value.
    @Test func controlCharactersAreLeftOut() {
        #expect(ICalendarWriter.escaped("a\u{7}b\tc\u{7F}") == "abc")
    }
}

import Foundation
import Testing

@testable import AlmanacCore

@Suite struct DayModulesTests {
    @Test(arguments: [
        ("23:30", "07:00", "2026-11-17", 7.5),  // across midnight
        ("01:00", "08:00", "2026-11-17", 7.0),  // after midnight
        ("22:00", "06:00", "2026-03-29", 7.0),  // Berlin skips an hour that night
        ("22:00", "06:00", "2026-10-25", 9.0),  // and repeats one
        ("13:00", "14:30", "2026-11-17", 1.5),  // a nap
    ])
    func hoursSlept(bed: String, woke: String, wakingDay: String, expected: Double) throws {
        let entry = try SleepEntry(
            wentToBed: WallClockTime(bed), wokeUp: WallClockTime(woke), wakingDay: focusDay(wakingDay), timeZone: berlinZone,
            quality: 4)
        #expect(entry.hoursSlept == expected)
    }

    @Test(arguments: [0, 6, -1])
    func sleepQualityIsOneToFive(quality: Int) {
        let error = #expect(throws: AlmanacError.self) {
            try SleepEntry(
                wentToBed: WallClockTime("23:00"), wokeUp: WallClockTime("07:00"), wakingDay: focusDay("2026-11-17"), timeZone: berlinZone,
                quality: quality)
        }
        #expect(error?.field == "quality")
    }

    @Test func sleepNeedsWakingAfterBed() {
        let now = focusTime("2026-11-17 07:00")
        #expect(throws: AlmanacError.self) { try SleepEntry(wentToBed: now, wokeUp: now, quality: nil) }
        #expect(throws: AlmanacError.self) { try SleepEntry(wentToBed: now.addingTimeInterval(-25 * 3600), wokeUp: now, quality: nil) }
    }

    @Test func theStandupTemplate() throws {
        #expect(StandupTemplate.standard.questions == ["What did I finish yesterday?", "What will I do today?", "What is in my way?"])
        let edited = try StandupTemplate(questions: [" What am I grateful for? ", "", "What will I do today?"])
        #expect(edited.questions == ["What am I grateful for?", "What will I do today?"])
        #expect(throws: AlmanacError.self) { try StandupTemplate(questions: ["  "]) }
        #expect(throws: AlmanacError.self) { try StandupTemplate(questions: (1...11).map { "Question \($0)?" }) }
    }

    static let samples: [([UInt8], ImageKind)] = [
        ([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46], .jpeg),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], .png),
        (Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8), .webp),
        ([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0], .heic),
        ([0, 0, 0, 0x18] + Array("ftypmif1".utf8), .heic),
        ([0, 0, 0, 0x1C] + Array("ftypheix".utf8), .heic),
        ([0, 0, 0, 0x1C] + Array("ftypmsf1".utf8), .heic),
    ]

    @Test(arguments: samples)
    func recognisesImagesByTheirFirstBytes(bytes: [UInt8], kind: ImageKind) throws {
        #expect(try ImageKind.detect(bytes + [UInt8](repeating: 7, count: 100)) == kind)
    }

    @Test(arguments: [
        Array("GIF89a".utf8), Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8), [0, 0, 0, 0x18] + Array("ftypmp42".utf8),
        [0xFF, 0xD8], [], Array("%PDF-1.7".utf8),
    ])
    func refusesAnythingElse(bytes: [UInt8]) {
        let error = #expect(throws: AlmanacError.self) { try ImageKind.detect(bytes) }
        #expect(error?.field == "photo")
    }

    @Test func refusesPhotosOverTwentyMegabytes() throws {
        var bytes = [UInt8](repeating: 0, count: ImageKind.maximumBytes)
        bytes[0] = 0xFF
        bytes[1] = 0xD8
        bytes[2] = 0xFF
        #expect(try ImageKind.detect(bytes) == .jpeg)
        bytes.append(0)
        let error = #expect(throws: AlmanacError.self) { try ImageKind.detect(bytes) }
        #expect(error?.code == "payload_too_large")
    }
}

import AlmanacCore
import Foundation
import Testing

@testable import AlmanacStore

/// The zip reader that Journal, Health and Tasks imports share: what it refuses before inflating
/// anything, and what it checks while inflating.
@Suite struct ZipArchiveTests {
    /// A Todoist project CSV of about 1 MB.
    static let bigCSV: Data = {
        var text = "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE\n"
        for number in 0..<24_000 { text += "task,Water the plants number \(number),,4,1,,,,,\n" }
        return Data(text.utf8)
    }()

    @Test func entriesThatShareOnePackedFileAreRefusedBeforeAnyIsInflated() throws {
        // The bomb: 255 directory entries, all pointing at the bytes of one 1 MB CSV.
        var files: [ZipFixture.File] = [.init(path: "Project 0.csv", bytes: Self.bigCSV)]
        for number in 1..<255 { files.append(.init(path: "Project \(number).csv", bytes: Self.bigCSV, pointsAt: 0)) }
        let bomb = ZipFixture.archive(files)
        let started = ContinuousClock.now
        #expect(throws: AlmanacError.self) { try AppDatabase.todoistBackup(bomb) }
        #expect(ContinuousClock.now - started < .seconds(2))
        // Fewer of them, under every size cap, are refused for sharing their bytes.
        let small = ZipFixture.archive(Array(files.prefix(3)))
        #expect(
            throws: AlmanacError.tooLarge(
                "Project 1.csv and Project 0.csv share their bytes in the archive: this looks like a zip bomb, and it is refused.")
        ) {
            try AppDatabase.todoistBackup(small)
        }
        #expect(throws: AlmanacError.self) { try ZipArchive(data: small) }
    }

    @Test func anEntryOverThePerFileCapIsRefusedFromTheDirectory() throws {
        let limits = ZipArchive.Limits(archiveBytes: 10_000_000, fileBytes: 500_000, totalBytes: 10_000_000, ratio: 200)
        #expect(
            throws: AlmanacError.tooLarge(
                "big.csv unpacks to \(JournalRules.megabytes(Self.bigCSV.count)); a file in the archive may hold at most 0.5 MB.")
        ) {
            try ZipArchive(data: ZipFixture.archive([.init(path: "big.csv", bytes: Self.bigCSV)]), limits: limits)
        }
    }

    @Test func entriesOverTheTotalCapAreRefusedFromTheDirectory() throws {
        // Separate (not overlapping) entries, each under the per-file cap, more than the total together.
        let files = (0..<3).map { ZipFixture.File(path: "Project \($0).csv", bytes: Self.bigCSV) }
        let limits = ZipArchive.Limits(archiveBytes: 10_000_000, fileBytes: 2_000_000, totalBytes: 2_500_000, ratio: 200)
        #expect(throws: AlmanacError.tooLarge("The archive unpacks to more than 2.5 MB; that is more than an import takes.")) {
            try AppDatabase.todoistBackup(ZipFixture.archive(files), limits: limits)
        }
        // A Todoist backup unpacks to no more CSV in all than one upload may hold.
        #expect(AppDatabase.todoistBackupLimits.totalBytes == AppDatabase.taskImportLimit)
    }

    @Test(arguments: [true, false]) func anEntryWhoseChecksumDoesNotMatchIsRefused(deflate: Bool) throws {
        let good = ZipFixture.crc32(Data("{\"entries\": []}".utf8))
        let archive = try ZipArchive(
            data: ZipFixture.archive([.init(path: "Journal.json", bytes: Data("{\"entries\": []}".utf8), deflate: deflate, crc: good ^ 1)]))
        #expect(
            throws: AlmanacError.invalid(
                "file", "This is not a readable zip archive (Journal.json is damaged: its checksum does not match).")
        ) {
            try archive.contents(of: archive.entries[0])
        }
        let stream = try archive.stream(archive.entries[0], chunkSize: 4)
        #expect(throws: AlmanacError.self) { while try stream() != nil {} }
        // The same entry with its right checksum reads, whole and in chunks.
        let fine = try ZipArchive(
            data: ZipFixture.archive([.init(path: "Journal.json", bytes: Data("{\"entries\": []}".utf8), deflate: deflate)]))
        #expect(try fine.contents(of: fine.entries[0]) == Data("{\"entries\": []}".utf8))
        let chunks = try fine.stream(fine.entries[0], chunkSize: 4)
        var bytes: [UInt8] = []
        while let chunk = try chunks() { bytes += chunk }
        #expect(bytes == Array("{\"entries\": []}".utf8))
    }

    /// `zip -fz -X z64.zip Journal.json` (Info-ZIP 3.0, ZIP64 forced): a 3,484-byte Day One–like
    /// `Journal.json` of 40 entries, deflated; its size is in the central directory's ZIP64 field
    /// and the directory's offset in the ZIP64 end record.
    static func infoZipZip64() throws -> Data {
        try #require(
            Data(
                base64Encoded: """
                    UEsDBC0AAAAIAGcPfF3rbott//////////8MABQASm91cm5hbC5qc29uAQAQAJwNAAAAAAAAHwEAAAAAAACV1jtOAzEUheGeVViu\
                    U+Semycdzy1QIApQLDECgjR4EFKUvTOsgP9MYxfW331Hc6rt2MehfdXL8niq0zQc5ltd/vPVRam9/fS/tw/P72/tUPpn6a+tjMN3\
                    G8tx+niZj2U9LwquBqyGVRWsyqomrKZVXcHqyqquYXVtVTewurGqW1jdWtUdrO6s6h5W91b1iirwcF3TrKfrhmY9Xrc06/m6o1kP\
                    2D3NWsKCrmxYxALPrGUs6M6GhSzo0IalLOjSylIWdGplKQu6tbKUBR1bWcqCrq0sZUHnVp4yurfylNG9laeM7q08ZXRv5Smje5ue\
                    Mrq3aSkT3du0lInubVrKRPc2LWXCP7aWMtG9TUuZ6N6mpUx0b9NSJrq3OSt7Ol/8AlBLAQIeAy0AAAAIAGcPfF3rbottHwEAAP//\
                    //8MAAwAAAAAAAEAAACkgQAAAABKb3VybmFsLmpzb24BAAgAnA0AAAAAAABQSwYGLAAAAAAAAAAeAy0AAAAAAAAAAAABAAAAAAAA\
                    AAEAAAAAAAAARgAAAAAAAABdAQAAAAAAAFBLBgcAAAAAowEAAAAAAAABAAAAUEsFBgAAAAABAAEARgAAAP////8AAA==
                    """))
    }

    @Test func aZip64ArchiveMadeByInfoZipReads() throws {
        let archive = try ZipArchive(data: Self.infoZipZip64())
        #expect(archive.entries.map(\.path) == ["Journal.json"])
        #expect(archive.entries[0].size == 3_484)
        let bytes = try archive.contents(of: archive.entries[0])
        #expect(bytes.count == 3_484)
        #expect(ZipFixture.crc32(bytes) == 0x6D8B_6EEB)  // what Info-ZIP's `unzip -v` lists
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("{\"entries\": [{\"uuid\": \"00000000000000000000000000000000\""))
    }

    /// The ZIP64 end record's directory offset (its last 8 bytes) set past anything an `Int` or the
    /// archive holds: refused as damaged, never an overflow.
    @Test(arguments: [[UInt8](repeating: 0xFF, count: 8), [UInt8](repeating: 0xFF, count: 7) + [0x7F]])
    func aZip64OffsetOutOfRangeIsRefused(offset: [UInt8]) throws {
        var damaged = try Self.infoZipZip64()
        let record = try #require(damaged.firstRange(of: Data([0x50, 0x4B, 0x06, 0x06]))).lowerBound
        damaged.replaceSubrange((record + 48)..<(record + 56), with: offset)
        #expect(throws: AlmanacError.self) { try ZipArchive(data: damaged) }
    }

    @Test func theChecksumIsZipsCRC32() {
        var crc = CRC32()
        crc.update(Array("123456789".utf8))
        #expect(crc.value == 0xCBF4_3926)  // the check value of CRC-32/ISO-HDLC
    }
}

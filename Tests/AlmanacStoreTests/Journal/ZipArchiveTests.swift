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

    @Test func theChecksumIsZipsCRC32() {
        var crc = CRC32()
        crc.update(Array("123456789".utf8))
        #expect(crc.value == 0xCBF4_3926)  // the check value of CRC-32/ISO-HDLC
    }
}

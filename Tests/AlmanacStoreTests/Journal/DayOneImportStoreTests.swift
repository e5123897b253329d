import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// Day One exports as the app writes them: several journals in one zip, the unzipped
/// `Journal.json` alone, and folders whose links must not lead out of them.
@Suite struct DayOneImportStoreTests {
    static let now = Date(timeIntervalSince1970: 1_777_881_600)

    func makeDatabase(folder: URL) async throws -> (AppDatabase, User) {
        let database = try await TestEngine.database(folder: folder, now: { Self.now })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        return (database, user)
    }

    static func journal(_ uuid: String, _ text: String) -> Data {
        Data(#"{"entries": [{"uuid": "\#(uuid)", "creationDate": "2024-06-01T10:00:00Z", "text": "\#(text)"}]}"#.utf8)
    }

    @Test func everyJournalOfTheZipIsImportedTaggedWithItsName() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder.url)
        let zip = folder.url.appendingPathComponent("export.zip")
        try ZipFixture.archive([
            .init(path: "Journal.json", bytes: Self.journal("J1", "At home\\\\.")),
            .init(path: "Travel.json", bytes: Self.journal("T1", "In Lisbon\\\\!")),
        ]).write(to: zip)
        let report = try await database.importDayOne(owner: user.id, from: try JournalImportSource(url: zip))
        #expect(report.added == 2)
        let entries = try await database.journalEntries(owner: user.id).sorted { $0.text < $1.text }
        #expect(entries.map(\.text) == [#"At home\."#, #"In Lisbon\!"#])
        #expect(entries.map(\.tags) == [["journal"], ["travel"]])
        // The titles show what was typed, not Day One's escapes.
        #expect(entries.map(\.headline) == ["At home.", "In Lisbon!"])
    }

    @Test func aBareJournalJSONIsImportedWithThePhotosBesideIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder.url)
        let export = folder.url.appendingPathComponent("Export", isDirectory: true)
        try FileManager.default.createDirectory(at: export.appendingPathComponent("photos"), withIntermediateDirectories: true)
        let json = Data(
            #"{"entries": [{"uuid": "J1", "creationDate": "2024-06-01T10:00:00Z", "text": "Sea.", "photos": [{"md5": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "type": "png"}]}]}"#
                .utf8)
        try json.write(to: export.appendingPathComponent("Journal.json"))
        try smallPNG.write(to: export.appendingPathComponent("photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png"))
        // Another journal in the same folder is not read when one file is named.
        try Self.journal("T1", "Elsewhere").write(to: export.appendingPathComponent("Travel.json"))
        let report = try await database.importDayOne(
            owner: user.id, from: try JournalImportSource(url: export.appendingPathComponent("Journal.json")))
        #expect(report == JournalImportReport(added: 1, photos: 1))
        #expect(try await database.journalEntries(owner: user.id).map(\.text) == ["Sea."])
    }

    @Test func aLinkOutOfTheExportFolderIsRefused() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder.url)
        let outside = folder.url.appendingPathComponent("secret.png")
        try smallPNG.write(to: outside)
        let export = folder.url.appendingPathComponent("Export", isDirectory: true)
        try FileManager.default.createDirectory(at: export.appendingPathComponent("photos"), withIntermediateDirectories: true)
        let json = Data(
            #"{"entries": [{"uuid": "J1", "creationDate": "2024-06-01T10:00:00Z", "text": "Sea.", "photos": [{"md5": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "type": "png"}]}]}"#
                .utf8)
        try json.write(to: export.appendingPathComponent("Journal.json"))
        try FileManager.default.createSymbolicLink(
            atPath: export.appendingPathComponent("photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png").path, withDestinationPath: outside.path)
        let report = try await database.importDayOne(owner: user.id, from: try JournalImportSource(url: export))
        #expect(report.added == 1)
        #expect(report.photos == 0)
        #expect(
            report.skipped.map(\.reason) == [
                "its photo aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png is a link to \(outside.resolvingSymlinksInPath().path), outside the export's folder; it is not read."
            ])
        // The journal itself as a link out of the folder is refused too.
        let other = folder.url.appendingPathComponent("Other", isDirectory: true)
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: other.appendingPathComponent("Journal.json").path,
            withDestinationPath: export.appendingPathComponent("Journal.json").path)
        await #expect(throws: AlmanacError.self) {
            try await database.importDayOne(owner: user.id, from: try JournalImportSource(url: other))
        }
        // A link that stays inside the folder is followed.
        try FileManager.default.removeItem(at: export.appendingPathComponent("photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png"))
        try smallPNG.write(to: export.appendingPathComponent("real.png"))
        try FileManager.default.createSymbolicLink(
            atPath: export.appendingPathComponent("photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png").path, withDestinationPath: "../real.png")
        let source = try JournalImportSource(url: export)
        #expect(try source.file("photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png", limit: 1000) == smallPNG)
    }

    @Test func aMarkdownFolderImportSkipsAFileLinkedFromOutside() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder.url)
        let outside = folder.url.appendingPathComponent("private.md")
        try Data("Not for the journal.".utf8).write(to: outside)
        let entries = folder.url.appendingPathComponent("Entries", isDirectory: true)
        try FileManager.default.createDirectory(at: entries, withIntermediateDirectories: true)
        try Data("A real entry.".utf8).write(to: entries.appendingPathComponent("2024-05-03.md"))
        try FileManager.default.createSymbolicLink(
            atPath: entries.appendingPathComponent("2024-05-04.md").path, withDestinationPath: outside.path)
        let report = try await database.importJournalMarkdown(owner: user.id, folder: entries)
        #expect(report.added == 1)
        #expect(report.skipped.map(\.entry) == ["2024-05-04.md"])
        #expect(try await database.journalEntries(owner: user.id).map(\.text) == ["A real entry."])
    }
}

import AlmanacCore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// A data folder of its own for one test; `remove()` it in a `defer`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Every file under the folder, relative paths, sorted.
    func files() -> [String] {
        let root = url.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        var paths: [String] = []
        while let file = enumerator?.nextObject() as? URL {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            paths.append(String(file.resolvingSymlinksInPath().path.dropFirst(root.count + 1)))
        }
        return paths.sorted()
    }
}

/// The first bytes of a PNG, then filler: enough for the magic-byte check.
let smallPNG = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 1, count: 56))
let smallJPEG = Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 2, count: 60))

@Suite struct PhotosStoreTests {
    let day = LocalDay(year: 2026, month: 5, day: 4)

    func makeDatabase(folder: TemporaryFolder) async throws -> (AppDatabase, User) {
        // A whole second, so times read back from the database compare equal.
        let database = try await TestEngine.database(folder: folder.url, now: { Date(timeIntervalSince1970: 1_777_888_000) })
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "Europe/Berlin")
        return (database, user)
    }

    @Test func photosAreStoredUnderTheDataFolderOneFilePerPhoto() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder)
        let stored = try await database.addPhotos(
            owner: user.id, day: day, [PhotoUpload(bytes: smallPNG, caption: "  Breakfast "), PhotoUpload(bytes: smallJPEG)])
        #expect(stored.map(\.kind) == ["png", "jpeg"])
        #expect(stored.map(\.caption) == ["Breakfast", nil])
        #expect(stored.map(\.byteSize) == [64, 64])
        #expect(folder.files() == ["photos/\(user.id)/\(stored[0].id).png", "photos/\(user.id)/\(stored[1].id).jpg"].sorted())
        let (photo, url) = try await database.photoFile(owner: user.id, id: stored[0].id)
        #expect(photo == stored[0])
        #expect(try Data(contentsOf: url) == smallPNG)
        let entries = try await database.dayEntries(owner: user.id, day: day)
        #expect(entries.photos.map(\.id) == stored.map(\.id))
        #expect(entries.isFilled(.photos))
        #expect(try await database.dayEntries(owner: user.id, day: day.adding(days: 1)).isFilled(.photos) == false)
    }

    @Test func aBackupCopiesThePhotoFilesButNotAnUploadInProgress() async throws {
        let folder = try TemporaryFolder()
        let backup = try TemporaryFolder()
        defer {
            folder.remove()
            backup.remove()
        }
        let (database, user) = try await makeDatabase(folder: folder)
        let stored = try await database.addPhotos(owner: user.id, day: day, [PhotoUpload(bytes: smallPNG)])
        let partial = folder.url.appendingPathComponent("photos/\(user.id)/.in-progress.png.partial")
        try Data([1, 2, 3]).write(to: partial)
        let target = backup.url.appendingPathComponent("almanac.sqlite.photos")
        #expect(try database.backupPhotos(to: target) == 1)
        #expect(backup.files() == ["almanac.sqlite.photos/\(user.id)/\(stored[0].id).png"])
        #expect(try Data(contentsOf: target.appendingPathComponent("\(user.id)/\(stored[0].id).png")) == smallPNG)
        #expect(throws: AlmanacError.self) { try database.backupPhotos(to: target) }  // never over an earlier backup
    }

    @Test func aRefusedUploadWritesNothingNoRowNoFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder)
        // One good photo and one text file: the whole upload is refused.
        let notAnImage = PhotoUpload(bytes: Data("just some text, not a photo".utf8))
        let error = await #expect(throws: AlmanacError.self) {
            try await database.addPhotos(owner: user.id, day: day, [PhotoUpload(bytes: smallPNG), notAnImage])
        }
        #expect(error?.code == "unsupported_media_type")
        #expect(error?.field == "photo")
        var tooLarge = Data([0xFF, 0xD8, 0xFF])
        tooLarge.append(Data(count: ImageKind.maximumBytes))
        let large = await #expect(throws: AlmanacError.self) {
            try await database.addPhotos(owner: user.id, day: day, [PhotoUpload(bytes: tooLarge)])
        }
        #expect(large?.code == "payload_too_large")
        await #expect(throws: AlmanacError.self) { try await database.addPhotos(owner: user.id, day: day, []) }
        #expect(try await database.photos(owner: user.id, day: day).isEmpty)
        #expect(folder.files().isEmpty)
        #expect(try await database.history(owner: user.id).isEmpty)
    }

    @Test func aFailedInsertLeavesNoFileBehind() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, _) = try await makeDatabase(folder: folder)
        // No such user: the row's owner reference fails inside the transaction, after the bytes were written.
        await #expect(throws: (any Error).self) {
            try await database.addPhotos(owner: "no-such-user", day: day, [PhotoUpload(bytes: smallPNG)])
        }
        #expect(folder.files().isEmpty)
    }

    @Test func deletingAPhotoIsUndoable() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, user) = try await makeDatabase(folder: folder)
        let photo = try await database.addPhotos(owner: user.id, day: day, [PhotoUpload(bytes: smallPNG)])[0]
        try await database.deletePhoto(owner: user.id, id: photo.id)
        #expect(try await database.photos(owner: user.id, day: day).isEmpty)
        await #expect(throws: AlmanacError.notFound("No photo with id \(photo.id).")) {
            try await database.photoFile(owner: user.id, id: photo.id)
        }
        #expect(try await database.lastUndoable(owner: user.id)?.summary == "Deleted a photo of 2026-05-04")
        try await database.undoLastChange(owner: user.id)
        #expect(try await database.photos(owner: user.id, day: day) == [photo])
        let (_, url) = try await database.photoFile(owner: user.id, id: photo.id)
        #expect(try Data(contentsOf: url) == smallPNG)
    }

    @Test func anotherUsersPhotoIsNotFound() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (database, ada) = try await makeDatabase(folder: folder)
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        let photo = try await database.addPhotos(owner: ada.id, day: day, [PhotoUpload(bytes: smallPNG)])[0]
        await #expect(throws: AlmanacError.self) { try await database.photoFile(owner: bob.id, id: photo.id) }
        await #expect(throws: AlmanacError.self) { try await database.deletePhoto(owner: bob.id, id: photo.id) }
        #expect(try await database.photos(owner: bob.id, day: day).isEmpty)
        #expect(try await database.photos(owner: ada.id, day: day) == [photo])
    }

    @Test func aDatabaseWithoutADataFolderRefusesPhotos() async throws {
        let database = try await TestEngine.database()
        let user = try await database.createUser(username: "ada", password: "correct horse", timeZone: "UTC")
        await #expect(throws: AlmanacError.self) {
            try await database.addPhotos(owner: user.id, day: day, [PhotoUpload(bytes: smallPNG)])
        }
    }
}

@Suite struct PhotosMigrationTests {
    /// Settings saved before the photos module existed get it switched on by the migration.
    @Test func savedDayModuleSettingsGainPhotos() throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "0006-system")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO users (id, username, display_name, time_zone, created_at) VALUES ('u1', 'ada', 'Ada', 'UTC', '2026-01-01');
                    INSERT INTO users (id, username, display_name, time_zone, created_at) VALUES ('u2', 'bob', 'Bob', 'UTC', '2026-01-01');
                    INSERT INTO system_settings (id, owner_id, day_modules) VALUES ('s1', 'u1', '["sleep","review"]');
                    INSERT INTO system_settings (id, owner_id, day_modules) VALUES ('s2', 'u2', '[]');
                    """)
        }
        try Migrations.migrator.migrate(queue)
        let modules = try queue.read { db in try String.fetchAll(db, sql: "SELECT day_modules FROM system_settings ORDER BY id") }
        #expect(modules == [#"["sleep","review","photos"]"#, #"["photos"]"#])
    }
}

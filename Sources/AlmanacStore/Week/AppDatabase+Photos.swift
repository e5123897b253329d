import AlmanacCore
import Foundation
import GRDB

/// One photo to store: its bytes as uploaded (the kind is read from them) and a caption.
public struct PhotoUpload: Sendable {
    public var bytes: Data
    public var caption: String?

    public init(bytes: Data, caption: String? = nil) {
        self.bytes = bytes
        self.caption = caption
    }
}

/// The photos day module. Rows live in `day_photos`; the bytes in the data folder under
/// `photos/<owner id>/<photo id>.<ext>`. Deleting a photo deletes its row and keeps the file,
/// so undo (which replays rows from the change log) brings the photo back whole.
extension AppDatabase {
    /// How many photos one upload may carry (each up to `ImageKind.maximumBytes`).
    public static let maximumPhotosPerUpload = 5

    /// Where `photo`'s bytes are.
    public func photoFileURL(_ photo: DayPhotoRecord) throws -> URL {
        try photosFolder(owner: photo.ownerId).appendingPathComponent("\(photo.id).\(photo.photo.kind.fileExtension)")
    }

    func photosFolder(owner: String) throws -> URL {
        guard let folder else {
            throw AlmanacError.conflict("Photos are stored in the data folder, and this database has none.")
        }
        return folder.appendingPathComponent("photos", isDirectory: true).appendingPathComponent(owner, isDirectory: true)
    }

    /// Copies the photo files into `destination` (`<owner id>/<photo id>.<ext>`, as in the data
    /// folder), leaving out the temporary files of an upload in progress. Photo files never change
    /// once written, so a copy taken while the server runs is consistent. Returns the files copied.
    @discardableResult
    public func backupPhotos(to destination: URL) throws -> Int {
        let manager = FileManager.default
        if manager.fileExists(atPath: destination.path) {
            throw AlmanacError.conflict("\(destination.path) already exists; choose a new name.")
        }
        guard let folder,
            let owners = try? manager.contentsOfDirectory(
                at: folder.appendingPathComponent("photos", isDirectory: true), includingPropertiesForKeys: nil)
        else { return 0 }
        var copied = 0
        for owner in owners {
            let files = try manager.contentsOfDirectory(at: owner, includingPropertiesForKeys: nil)
                .filter { !$0.lastPathComponent.hasPrefix(".") }
            guard !files.isEmpty else { continue }
            let target = destination.appendingPathComponent(owner.lastPathComponent, isDirectory: true)
            try manager.createDirectory(at: target, withIntermediateDirectories: true)
            for file in files {
                try manager.copyItem(at: file, to: target.appendingPathComponent(file.lastPathComponent))
                copied += 1
            }
        }
        return copied
    }

    /// Stores the photos of one upload, all or nothing: every file is checked (magic bytes, 20 MB)
    /// before anything is written; the bytes go to temporary files, which are renamed to their
    /// final names inside the transaction that inserts the rows, and removed if it fails. With
    /// `journalEntryId`, the photos are also linked to that journal entry in the same transaction.
    @discardableResult
    public func addPhotos(
        owner: String, day: LocalDay, _ uploads: [PhotoUpload], journalEntryId: String? = nil, sourceIds: [String?] = []
    ) async throws -> [DayPhotoRecord] {
        guard !uploads.isEmpty else { throw AlmanacError.invalid("photo", "Choose a photo to upload.") }
        guard uploads.count <= Self.maximumPhotosPerUpload else {
            throw AlmanacError.invalid(
                "photo", "Upload at most \(Self.maximumPhotosPerUpload) photos at once, not \(uploads.count).")
        }
        var checked: [(ImageKind, String?)] = []
        for upload in uploads {
            let kind = try ImageKind.detect(upload.bytes)
            let caption = upload.caption?.trimmingCharacters(in: .whitespacesAndNewlines)
            checked.append((kind, caption?.isEmpty == false ? try Validate.title(caption!, field: "caption") : nil))
        }
        let directory = try photosFolder(owner: owner)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        let createdAt = now()
        var pending: [(record: DayPhotoRecord, temporary: URL, final: URL)] = []
        defer {
            // Whatever was not renamed (a failed write) must not stay behind.
            for file in pending { try? FileManager.default.removeItem(at: file.temporary) }
        }
        // Ids in upload order: the photos of one upload share a millisecond, and they sort by id after it.
        let ids = uploads.map { _ in UUIDv7.make(at: createdAt) }.sorted()
        for (id, (upload, (kind, caption))) in zip(ids, zip(uploads, checked)) {
            let record = DayPhotoRecord(
                id: id, ownerId: owner, day: day.description, kind: kind.rawValue,
                byteSize: upload.bytes.count, caption: caption, createdAt: createdAt)
            let final = directory.appendingPathComponent("\(record.id).\(kind.fileExtension)")
            let temporary = directory.appendingPathComponent(".\(record.id).\(kind.fileExtension).partial")
            pending.append((record, temporary, final))
            try upload.bytes.write(to: temporary, options: .withoutOverwriting)
        }
        let files = pending
        do {
            return try await write(owner: owner) { batch in
                for file in files { try batch.insert(file.record) }
                if let journalEntryId {
                    try Self.linkJournalPhotos(
                        owner: owner, entryId: journalEntryId, files.map(\.record), sourceIds: sourceIds, batch: batch)
                }
                batch.describe(files.count == 1 ? "Added a photo to \(day)" : "Added \(files.count) photos to \(day)")
                for file in files { try FileManager.default.moveItem(at: file.temporary, to: file.final) }
                return files.map(\.record)
            }
        } catch {
            for file in files { try? FileManager.default.removeItem(at: file.final) }
            throw error
        }
    }

    /// The day's photos, oldest first.
    public func photos(owner: String, day: LocalDay) async throws -> [DayPhotoRecord] {
        try await read { db in try Self.photos(owner: owner, day: day, db: db) }
    }

    static func photos(owner: String, day: LocalDay, db: any StoreDatabase) throws -> [DayPhotoRecord] {
        try DayPhotoRecord.fetchReadable(
            db, sql: "SELECT * FROM day_photos WHERE owner_id = ? AND day = ? ORDER BY created_at, id", arguments: [owner, day.description])
    }

    public func photo(owner: String, id: String) async throws -> DayPhotoRecord {
        try await read { db in try DayPhotoRecord.owned(id, by: owner, in: db, what: "photo") }
    }

    /// The photo and where its bytes are; "not found" for a foreign id or a missing file.
    public func photoFile(owner: String, id: String) async throws -> (DayPhotoRecord, URL) {
        let photo = try await photo(owner: owner, id: id)
        let url = try photoFileURL(photo)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw AlmanacError.notFound("The file of photo \(id) is missing from the data folder.")
        }
        return (photo, url)
    }

    /// Deletes the photo's row (undoable); the file stays so that undo can restore it.
    @discardableResult
    public func deletePhoto(owner: String, id: String) async throws -> DayPhotoRecord {
        try await write(owner: owner) { batch in
            let photo = try DayPhotoRecord.owned(id, by: owner, in: batch.db, what: "photo")
            // Its links to journal entries are deleted here, logged, rather than by the foreign
            // key's cascade (which the change log cannot see), so undo brings them back too.
            for link in try JournalPhotoRecord.fetchReadable(
                batch.db, sql: "SELECT * FROM journal_photos WHERE owner_id = ? AND photo_id = ?", arguments: [owner, id])
            {
                try batch.delete(link)
            }
            try batch.delete(photo)
            batch.describe("Deleted a photo of \(photo.day)")
            return photo
        }
    }
}

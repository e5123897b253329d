import AlmanacCore
import Foundation
import GRDB

/// One entry to import: its Day One id (nil for a Markdown file), its name in the report, the
/// document and the names of its photo files.
struct JournalImportItem: Sendable {
    var sourceId: String?
    var name: String
    var document: JournalDocument
    var photos: [String]
}

/// Where an import's files are: a zip archive, the folder it unpacks to, or one journal's JSON
/// file (with the `photos/` folder beside it, if there is one).
public struct JournalImportSource: Sendable {
    let archive: ZipArchive?
    let folder: URL?
    /// The one JSON file given, when the source is a file that is not a zip.
    let journalFile: String?

    /// A Day One export zip, the folder holding its `Journal.json` and `photos/`, or a bare
    /// `Journal.json` (told by its first byte, `{`, not by its name).
    public init(url: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw AlmanacError.notFound("There is no file \(url.path).")
        }
        if isDirectory.boolValue {
            archive = nil
            folder = url
            journalFile = nil
        } else if Self.startsLikeJSON(url) {
            archive = nil
            folder = url.deletingLastPathComponent()
            journalFile = url.lastPathComponent
        } else {
            archive = try ZipArchive(url: url)
            folder = nil
            journalFile = nil
        }
    }

    static func startsLikeJSON(_ url: URL) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 64)) ?? Data(), as: UTF8.self)
        return head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first == "{"
    }

    /// The bytes of `path` inside the source (`Journal.json`, `photos/abc.jpeg`), nil when absent.
    /// In a folder, a file reached through a link that leaves the folder, or that is not a regular
    /// file (a pipe, a device), is refused.
    public func file(_ path: String, limit: Int) throws -> Data? {
        if let archive {
            guard let entry = archive.entry(named: path) else { return nil }
            return try archive.contents(of: entry)
        }
        guard let folder else { return nil }
        guard let url = try Self.contained(folder.appendingPathComponent(path), in: folder) else { return nil }
        guard let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int else { return nil }
        guard size <= limit else {
            throw AlmanacError.tooLarge("\(path) is \(JournalRules.megabytes(size)); at most \(JournalRules.megabytes(limit)) is read.")
        }
        return try Data(contentsOf: url)
    }

    /// `url` with its links followed, when it stays inside `folder` and is a regular file; nil
    /// when there is nothing there. A link out of the folder, or a pipe or device, is refused.
    static func contained(_ url: URL, in folder: URL) throws -> URL? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath()
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved.path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw AlmanacError.invalid(
                "file", "\(url.lastPathComponent) is a link to \(resolved.path), outside the export's folder; it is not read.")
        }
        guard stat(resolved.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw AlmanacError.invalid("file", "\(url.lastPathComponent) is not a regular file; it is not read.")
        }
        return resolved
    }

    /// Every journal of the export: each `.json` file of the zip or folder (Day One writes one
    /// per journal: `Journal.json`, `Travel.json`), by name, or the one file given.
    func journals() throws -> [DayOne.JournalFile] {
        let limit = ZipArchive.Limits.dayOne.fileBytes
        if let journalFile {
            guard let data = try file(journalFile, limit: limit) else { throw AlmanacError.notFound("There is no file \(journalFile).") }
            return [DayOne.JournalFile(name: journalFile, data: data)]
        }
        func isJournal(_ path: String) -> Bool {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return name.lowercased().hasSuffix(".json") && !name.hasPrefix("._") && !path.hasPrefix("__MACOSX/")
        }
        var journals: [DayOne.JournalFile] = []
        if let archive {
            for entry in archive.entries.filter({ isJournal($0.path) }).sorted(by: { $0.path < $1.path }) {
                journals.append(DayOne.JournalFile(name: entry.path, data: try archive.contents(of: entry)))
            }
        } else if let folder {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(isJournal).sorted() {
                if let data = try file(name, limit: limit) { journals.append(DayOne.JournalFile(name: name, data: data)) }
            }
        }
        guard !journals.isEmpty else {
            throw AlmanacError.invalid("file", "The export has no Journal.json; export from Day One as JSON.")
        }
        return journals
    }
}

extension AppDatabase {
    /// Imports a Day One JSON export: each entry in its own time zone, its photos attached, an
    /// entry imported before (same Day One uuid) skipped, and a report of what was left out.
    public func importDayOne(
        owner: String, from source: JournalImportSource, chunkEntries: Int = journalImportChunkEntries
    ) async throws -> JournalImportReport {
        let user = try await read { db in try User.find(owner, db: db) }
        guard let user else { throw AlmanacError.notFound("No such user.") }
        let (items, skipped) = try DayOne.parse(try source.journals(), fallbackZone: user.preferences.zone)
        return try await importJournal(
            owner: owner,
            items.map {
                JournalImportItem(
                    sourceId: $0.sourceId, name: "entry \($0.sourceId.dropFirst(7))", document: $0.document, photos: $0.photos)
            },
            skipped: skipped, chunkEntries: chunkEntries
        ) { name in try source.file("photos/" + name, limit: ImageKind.maximumBytes + 1) }
    }

    /// Imports a folder of Markdown files (the shape `exportJournalMarkdown` writes); a file whose
    /// entry is already there (same time and text) is skipped, as is one that breaks a rule.
    public func importJournalMarkdown(owner: String, folder: URL) async throws -> JournalImportReport {
        let user = try await read { db in try User.find(owner, db: db) }
        guard let user else { throw AlmanacError.notFound("No such user.") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AlmanacError.notFound("There is no folder \(folder.path).")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        var documents: [JournalImportItem] = []
        var skipped: [DayOne.Skipped] = []
        for name in names {
            let url: URL
            do {
                guard let inside = try JournalImportSource.contained(folder.appendingPathComponent(name), in: folder) else { continue }
                url = inside
            } catch let error as AlmanacError {
                skipped.append(.init(entry: name, reason: error.message))
                continue
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= JournalRules.maximumTextBytes * 2 else {
                skipped.append(.init(entry: name, reason: "it is \(JournalRules.megabytes(size)); an entry holds at most 1 MB of text"))
                continue
            }
            do {
                let document = try JournalMarkdown.parse(
                    String(decoding: try Data(contentsOf: url), as: UTF8.self), fileName: name, zone: user.preferences.zone)
                documents.append(JournalImportItem(sourceId: nil, name: name, document: document, photos: document.photos))
            } catch let error as AlmanacError {
                skipped.append(.init(entry: name, reason: error.message))
            }
        }
        let photos = folder.appendingPathComponent("photos", isDirectory: true)
        return try await importJournal(owner: owner, documents, skipped: skipped) { name in
            guard let url = try JournalImportSource.contained(photos.appendingPathComponent(name), in: folder) else { return nil }
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= ImageKind.maximumBytes + 1 else {
                throw AlmanacError.tooLarge(
                    "\(name) is \(JournalRules.megabytes(size)); a photo holds at most \(JournalRules.megabytes(ImageKind.maximumBytes)).")
            }
            return try Data(contentsOf: url)
        }
    }

    /// The entries one transaction of an import writes (an entry holds up to 1 MB of text).
    public static let journalImportChunkEntries = 100

    /// Adds the entries (one undoable action) and then their photos. `photo` reads a photo file
    /// by name (nil when missing). The entries are written `chunkEntries` at a time, each chunk
    /// its own transaction, so other writers get in between; all chunks carry one change-log
    /// batch, so one undo takes the entries back. An import stopped part way keeps the chunks
    /// written; importing again skips the entries already there.
    func importJournal(
        owner: String, _ items: [JournalImportItem], skipped: [DayOne.Skipped], chunkEntries: Int = journalImportChunkEntries,
        photo: (String) throws -> Data?
    ) async throws -> JournalImportReport {
        var report = JournalImportReport(skipped: skipped)
        let chunks = try await writeInChunks(owner: owner, count: items.count, size: chunkEntries) {
            range, before, batch -> (added: [(String, Int)], skipped: [DayOne.Skipped]) in
            var added: [(String, Int)] = []
            var skipped: [DayOne.Skipped] = []
            for index in range {
                let item = items[index]
                if let sourceId = item.sourceId,
                    (try Int.fetchOne(
                        batch.db, sql: "SELECT COUNT(*) FROM journal_entries WHERE owner_id = ? AND source_id = ?",
                        arguments: [owner, sourceId]) ?? 0) > 0
                {
                    skipped.append(.init(entry: item.name, reason: "it was imported before"))
                    continue
                }
                if try Int.fetchOne(
                    batch.db, sql: "SELECT COUNT(*) FROM journal_entries WHERE owner_id = ? AND written_at = ? AND text = ?",
                    arguments: [owner, item.document.writtenAt, item.document.text.trimmingCharacters(in: .whitespacesAndNewlines)])
                    ?? 0 > 0
                {
                    skipped.append(.init(entry: item.name, reason: "the journal already has this entry"))
                    continue
                }
                do {
                    let record = try Self.insertEntry(
                        owner: owner, JournalEntryInput(item.document), sourceId: item.sourceId, batch: batch)
                    added.append((record.id, index))
                } catch let error as AlmanacError {
                    skipped.append(.init(entry: item.name, reason: error.message))
                }
            }
            let total = before.reduce(added.count) { $0 + $1.added.count }
            batch.describe(total == 1 ? "Imported 1 journal entry" : "Imported \(total) journal entries")
            return (added, skipped)
        }
        let added = chunks.flatMap(\.added)
        report.added = added.count
        report.skipped += chunks.flatMap(\.skipped)
        for (entryId, index) in added {
            let item = items[index]
            var uploads: [PhotoUpload] = []
            var sources: [String?] = []
            for name in item.photos {
                do {
                    guard let bytes = try photo(name) else {
                        report.skipped.append(.init(entry: item.name, reason: "its photo \(name) is not in the export's photos folder"))
                        continue
                    }
                    _ = try ImageKind.detect(bytes)
                    uploads.append(PhotoUpload(bytes: bytes))
                    sources.append(name)
                } catch let error as AlmanacError {
                    report.skipped.append(.init(entry: item.name, reason: "its photo \(name): \(error.message)"))
                }
            }
            var start = 0
            while start < uploads.count {
                let end = min(start + Self.maximumPhotosPerUpload, uploads.count)
                let stored = try await addPhotos(
                    owner: owner, day: item.document.day, Array(uploads[start..<end]), journalEntryId: entryId,
                    sourceIds: Array(sources[start..<end]))
                report.photos += stored.count
                start = end
            }
        }
        return report
    }

    /// Writes every entry as a Markdown file into `folder` (which must not exist yet), with its
    /// photos under `photos/`. Returns the number of entries written.
    @discardableResult
    public func exportJournalMarkdown(owner: String, to folder: URL) async throws -> Int {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.path) {
            let contents = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? ["?"]
            guard contents.isEmpty else {
                throw AlmanacError.conflict("\(folder.path) already exists and is not empty; choose a new folder.")
            }
        }
        let entries = try await read { db in
            try Self.entries(
                JournalEntryRecord.fetchAll(
                    db, sql: "SELECT * FROM journal_entries WHERE owner_id = ? ORDER BY written_at, id", arguments: [owner]),
                db: db)
        }
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let photos = folder.appendingPathComponent("photos", isDirectory: true)
        for entry in entries {
            var document = entry.document
            for photo in entry.photos {
                let record = DayPhotoRecord(
                    id: photo.id, ownerId: owner, day: photo.day, kind: photo.kind.rawValue, byteSize: photo.byteSize,
                    caption: photo.caption,
                    createdAt: photo.createdAt)
                let source = try photoFileURL(record)
                guard manager.fileExists(atPath: source.path) else { continue }
                let name = "\(photo.id).\(photo.kind.fileExtension)"
                try manager.createDirectory(at: photos, withIntermediateDirectories: true)
                try manager.copyItem(at: source, to: photos.appendingPathComponent(name))
                document.photos.append(name)
            }
            let text = JournalMarkdown.render(document)
            try Data(text.utf8).write(to: folder.appendingPathComponent(JournalMarkdown.fileName(document, id: entry.id)))
        }
        return entries.count
    }
}

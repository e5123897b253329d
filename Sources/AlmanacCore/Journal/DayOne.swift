import Foundation

/// Day One's JSON export (`Journal.json` in the export zip, beside a `photos/` folder whose
/// files are named `<md5>.<type>`), read into journal documents. Only what Almanac keeps is
/// decoded; every other key (weather, device, …) is ignored.
public enum DayOne {
    public struct Export: Decodable, Sendable {
        public var entries: [Entry]
    }

    public struct Entry: Decodable, Sendable {
        public var uuid: String?
        public var text: String?
        public var creationDate: String?
        public var timeZone: String?
        public var tags: [String]?
        public var photos: [Photo]?
        public var location: Location?
        /// Recordings and documents, which Almanac does not keep: counted so the report names them.
        public var videos: [Media]?
        public var audios: [Media]?
        public var pdfAttachments: [Media]?

        /// "1 video and 2 audio recordings": what of the entry Almanac leaves out, nil when nothing.
        var mediaLeftOut: (text: String, count: Int)? {
            let kinds = [
                (videos?.count ?? 0, "video", "videos"), (audios?.count ?? 0, "audio recording", "audio recordings"),
                (pdfAttachments?.count ?? 0, "PDF", "PDFs"),
            ].filter { $0.0 > 0 }
            guard !kinds.isEmpty else { return nil }
            let parts = kinds.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
            let text = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
            return (text, kinds.reduce(0) { $0 + $1.0 })
        }
    }

    /// A video, audio recording or PDF of an entry; only its presence matters here.
    public struct Media: Decodable, Sendable {
        public var identifier: String?
    }

    public struct Photo: Decodable, Sendable, Equatable {
        public var md5: String?
        public var identifier: String?
        public var type: String?
        /// The photo's place among the entry's photos (the export lists them in no set order).
        public var orderInEntry: Int?

        /// The name of its file in the export's `photos/` folder.
        public var fileName: String? {
            guard let md5, !md5.isEmpty, md5.allSatisfy({ $0.isHexDigit }) else { return nil }
            return "\(md5.lowercased()).\(type?.lowercased() ?? "jpeg")"
        }
    }

    public struct Location: Decodable, Sendable {
        public var placeName: String?
        public var localityName: String?
        public var administrativeArea: String?
        public var country: String?

        /// "Café Rosa, Lisbon, Portugal": the named parts, each once.
        public var text: String? {
            var parts: [String] = []
            for part in [placeName, localityName, administrativeArea, country] {
                guard let part = part?.trimmingCharacters(in: .whitespacesAndNewlines), !part.isEmpty, !parts.contains(part) else {
                    continue
                }
                parts.append(part)
            }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
    }

    /// One entry ready to store: its document, its Day One id (so a second import skips it) and
    /// the photo files it names.
    public struct Item: Sendable, Equatable {
        public var sourceId: String
        public var document: JournalDocument
        public var photos: [String]
    }

    /// An entry left out, and why.
    public struct Skipped: Sendable, Equatable, Codable {
        public var entry: String
        public var reason: String
        public init(entry: String, reason: String) {
            self.entry = entry
            self.reason = reason
        }
    }

    /// One journal of an export: Day One writes each as `<journal name>.json` (`Journal.json`,
    /// `Travel.json`) in the same zip.
    public struct JournalFile: Sendable {
        public var name: String
        public var data: Data
        public init(name: String, data: Data) {
            self.name = name
            self.data = data
        }

        /// "Travel" for `Travel.json`.
        public var journalName: String {
            let base = name.split(separator: "/").last.map(String.init) ?? name
            return base.lowercased().hasSuffix(".json") ? String(base.dropLast(5)) : base
        }
    }

    /// The entries of every journal of an export, in the order given. With more than one journal,
    /// each entry is tagged with its journal's name (Almanac keeps one journal per person), so
    /// which journal it was in is not lost.
    public static func parse(_ journals: [JournalFile], fallbackZone: TimeZone) throws(AlmanacError) -> (
        items: [Item], skipped: [Skipped]
    ) {
        var items: [Item] = []
        var skipped: [Skipped] = []
        var seen: Set<String> = []
        for journal in journals {
            let tag = journals.count > 1 ? journal.journalName : nil
            let result = try parse(journal.data, file: journal.name, journalTag: tag, fallbackZone: fallbackZone, seen: &seen)
            items += result.items
            skipped += result.skipped
        }
        return (items, skipped)
    }

    /// The entries of a `Journal.json`. An entry without a readable date, without text or photos,
    /// repeated in the file, or breaking an entry rule is skipped with its reason; an entry without
    /// a known zone is read in `fallbackZone`, and says so.
    public static func parse(_ data: Data, fallbackZone: TimeZone) throws(AlmanacError) -> (items: [Item], skipped: [Skipped]) {
        var seen: Set<String> = []
        return try parse(data, file: "Journal.json", journalTag: nil, fallbackZone: fallbackZone, seen: &seen)
    }

    static func parse(
        _ data: Data, file: String, journalTag: String?, fallbackZone: TimeZone, seen: inout Set<String>
    ) throws(AlmanacError) -> (items: [Item], skipped: [Skipped]) {
        let export: Export
        do {
            export = try JSONDecoder().decode(Export.self, from: data)
        } catch {
            throw .invalid("file", "\(file) is not a Day One JSON export (it needs an “entries” list).")
        }
        var items: [Item] = []
        var skipped: [Skipped] = []
        for (index, entry) in export.entries.enumerated() {
            let name = entry.uuid.map { "entry \($0)" } ?? "entry \(index + 1)"
            guard let uuid = entry.uuid?.trimmingCharacters(in: .whitespaces), !uuid.isEmpty else {
                skipped.append(Skipped(entry: name, reason: "it has no uuid, so a second import could not recognise it"))
                continue
            }
            guard seen.insert(uuid).inserted else {
                skipped.append(Skipped(entry: name, reason: "it appears twice in the export"))
                continue
            }
            guard let dateText = entry.creationDate, let date = parseDate(dateText) else {
                skipped.append(Skipped(entry: name, reason: "its creationDate “\(entry.creationDate ?? "")” is not a date"))
                continue
            }
            var zone = fallbackZone.identifier
            if let identifier = entry.timeZone, TimeZone(identifier: identifier) != nil { zone = identifier }
            let photos = (entry.photos ?? []).enumerated()
                .sorted { ($0.element.orderInEntry ?? Int.max, $0.offset) < ($1.element.orderInEntry ?? Int.max, $1.offset) }
                .compactMap(\.element.fileName)
            var text = stripPhotoReferences(entry.text ?? "")
            if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                guard !photos.isEmpty else {
                    if let media = entry.mediaLeftOut {
                        skipped.append(Skipped(entry: name, reason: "it holds only \(media.text), which Almanac does not keep"))
                    } else {
                        skipped.append(Skipped(entry: name, reason: "it has neither text nor photos"))
                    }
                    continue
                }
                text = "Photo"
            }
            do {
                var tags = try JournalRules.tags(entry.tags ?? [])
                // The journal's name as a tag, when it fits the tag rules (else the entry goes without it).
                if let journalTag, let withJournal = try? JournalRules.tags(tags + [String(journalTag.prefix(JournalRules.tagLength))]) {
                    tags = withJournal
                }
                let document = JournalDocument(
                    writtenAt: date, timeZone: zone, text: try JournalRules.text(text),
                    tags: tags, location: try JournalRules.location(entry.location?.text))
                items.append(Item(sourceId: "dayone:\(uuid)", document: document, photos: photos))
                if let media = entry.mediaLeftOut {
                    let verb = media.count == 1 ? "is" : "are"
                    skipped.append(Skipped(entry: name, reason: "its \(media.text) \(verb) not imported: Almanac keeps text and photos"))
                }
            } catch {
                skipped.append(Skipped(entry: name, reason: (error as? AlmanacError)?.message ?? "it breaks an entry rule"))
            }
        }
        return (items, skipped)
    }

    /// `2019-05-21T08:02:07Z` (Day One writes UTC, with or without fractions of a second).
    static func parseDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// Day One writes a photo's place in the text as `![](dayone-moment://ID)` (a video's or a
    /// recording's as `dayone-moment:/video/ID`, `/audio/ID`); the photos are attached to the entry
    /// instead, so the references go.
    static func stripPhotoReferences(_ text: String) -> String {
        let pattern = #"!\[[^\]]*\]\(dayone-moment:/+[^)]*\)\n?"#
        return text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

/// The JSON shapes of the Journal API.
public enum JournalJSON {
    static let moods = Feeling.allCases.map(\.rawValue)
    static let kinds = JournalTemplateKind.allCases.map(\.rawValue)

    struct Photo: APIType, Codable {
        var id: String
        var url: String
        var kind: String
        var byteSize: Int
        var caption: String?

        init(_ photo: DayPhoto) {
            id = photo.id
            url = TodayRoutes.API.url(TodayRoutes.API.photo.href(photo.id))
            kind = photo.kind.rawValue
            byteSize = photo.byteSize
            caption = photo.caption
        }
    }

    /// An entry; every key present (null when empty).
    struct Entry: APIType, Codable {
        var id: String
        var writtenAt: Date
        var timeZone: String
        var day: LocalDay
        var time: String
        var text: String
        var tags: [String]
        var mood: String?
        var location: String?
        var template: String?
        var photos: [Photo]
        var updatedAt: Date

        init(_ entry: JournalEntry) {
            id = entry.id
            writtenAt = entry.writtenAt
            timeZone = entry.timeZone
            day = entry.day
            time = entry.time.description
            text = entry.text
            tags = entry.tags
            mood = entry.mood?.rawValue
            location = entry.location
            template = entry.template?.rawValue
            photos = entry.photos.map(Photo.init)
            updatedAt = entry.updatedAt
        }

        enum CodingKeys: String, CodingKey {
            case id, writtenAt, timeZone, day, time, text, tags, mood, location, template, photos, updatedAt
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(writtenAt, forKey: .writtenAt)
            try c.encode(timeZone, forKey: .timeZone)
            try c.encode(day, forKey: .day)
            try c.encode(time, forKey: .time)
            try c.encode(text, forKey: .text)
            try c.encode(tags, forKey: .tags)
            try c.encode(mood, forKey: .mood)
            try c.encode(location, forKey: .location)
            try c.encode(template, forKey: .template)
            try c.encode(photos, forKey: .photos)
            try c.encode(updatedAt, forKey: .updatedAt)
        }

        static let fieldNotes: [String: Schema] = ["mood": .enumeration(moods), "template": .enumeration(kinds)]
    }

    /// A page of entries, newest first (`GET /journal/entries`, `almanac journal list --json`).
    public struct EntryList: APIType, Codable {
        var entries: [Entry]
        /// Pass as `before` for the next (older) page; absent on the last page.
        var olderAfter: String?

        /// The page of `size` entries from a read of up to `size + 1`: one more means an older page.
        public init(read entries: [JournalEntry], size: Int) {
            self.entries = entries.prefix(size).map(Entry.init)
            olderAfter = entries.count > size ? self.entries.last?.id : nil
        }
    }

    /// A new entry or its changes: `text` required; `writtenAt` (ISO 8601) defaults to now and
    /// `timeZone` to the user's.
    struct EntryFields: APIType, Codable {
        var text: String
        var writtenAt: String?
        var timeZone: String?
        var tags: [String]?
        var mood: String?
        var location: String?
        var template: String?

        static let fieldNotes: [String: Schema] = [
            "writtenAt": .dateTime, "tags": .limitedArray(.string, max: JournalRules.maximumTags), "mood": .enumeration(moods),
            "template": .enumeration(kinds),
        ]

        func input(user: User, now: Date) throws -> JournalEntryInput {
            var instant = now
            if let text = writtenAt {
                guard let date = Timestamp.parse(text) ?? JournalMarkdown.parseDate(text, zone: user.preferences.zone) else {
                    throw AlmanacError.invalid("writtenAt", "“\(text)” is not a date and time; write 2024-05-03T21:15:00Z.")
                }
                instant = date
            }
            var mood: Feeling?
            if let text = self.mood, !text.isEmpty {
                guard let feeling = Feeling(rawValue: text) else {
                    throw AlmanacError.invalid("mood", "mood is one of \(JournalJSON.moods.joined(separator: ", ")), not “\(text)”.")
                }
                mood = feeling
            }
            return JournalEntryInput(
                text: text, writtenAt: instant, timeZone: timeZone ?? user.timeZone, tags: tags ?? [], mood: mood, location: location,
                template: try JournalTemplateKind.parse(template))
        }
    }

    struct Piece: APIType, Codable {
        var text: String
        var highlighted: Bool
    }

    public struct SearchHit: APIType, Codable {
        var entry: Entry
        var snippet: [Piece]

        public init(_ hit: JournalSearchHit) {
            entry = Entry(hit.entry)
            snippet = hit.snippet.pieces.map { Piece(text: $0.text, highlighted: $0.highlighted) }
        }
    }

    struct Draft: APIType, Codable {
        var text: String
        var day: String?
        var time: String?
        var tags: String?
        var mood: String?
        var location: String?
        var template: String?
        var savedAt: Date?

        init(_ draft: JournalDraft) {
            text = draft.text
            day = draft.day
            time = draft.time
            tags = draft.tags
            mood = draft.mood
            location = draft.location
            template = draft.template
            savedAt = draft.savedAt
        }

        var draft: JournalDraft {
            JournalDraft(
                text: text, day: day ?? "", time: time ?? "", tags: tags ?? "", mood: mood ?? "", location: location ?? "",
                template: template ?? "")
        }
    }

    struct Template: APIType, Codable {
        var kind: String
        var title: String
        var text: String
        var edited: Bool

        init(_ template: JournalTemplate) {
            kind = template.kind.rawValue
            title = template.kind.title
            text = template.text
            edited = template.isEdited
        }

        static let fieldNotes: [String: Schema] = ["kind": .enumeration(kinds)]
    }

    struct TemplateText: APIType, Codable {
        var text: String
    }

    struct Memory: APIType, Codable {
        var kind: String
        var day: LocalDay
        var label: String
        var title: String
        var id: String
        static let fieldNotes: [String: Schema] = [
            "kind": .enumeration(OnThisDayMemories.Memory.Kind.allCases.map(\.rawValue))
        ]
    }

    struct OnThisDay: APIType, Codable {
        var today: LocalDay
        var memories: [Memory]

        init(_ memories: OnThisDayMemories) {
            today = memories.today
            self.memories = memories.memories.map {
                Memory(kind: $0.kind.rawValue, day: $0.day, label: $0.label, title: $0.title, id: $0.id)
            }
        }
    }
}

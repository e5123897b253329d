import AlmanacCore
import Foundation
import GRDB

public struct JournalEntryRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "journal_entries"
    public var id: String
    public var ownerId: String
    public var writtenAt: Date
    public var timeZone: String
    /// The local day of `writtenAt` in `timeZone`, `YYYY-MM-DD`.
    public var day: String
    public var text: String
    /// JSON array of tags.
    public var tags: String
    public var mood: String?
    public var location: String?
    public var template: String?
    /// Where an imported entry came from (`dayone:<uuid>`), so a second import skips it.
    public var sourceId: String?
    public var createdAt: Date
    public var updatedAt: Date
}

/// A photo of an entry: a link to one of the day photos (the one store of image files).
public struct JournalPhotoRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "journal_photos"
    public var id: String
    public var ownerId: String
    public var entryId: String
    public var photoId: String
    public var sourceId: String?
}

public struct JournalTemplateRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "journal_templates"
    public var id: String
    public var ownerId: String
    public var kind: String
    public var text: String
    public var updatedAt: Date
}

/// The editor's draft of a new entry (`entryId` nil) or of an entry being changed. Drafts are a
/// scratch pad saved every few seconds: they are not in the change log (undo would otherwise
/// step through keystrokes) and go when the entry is saved.
public struct JournalDraftRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "journal_drafts"
    public var id: String
    public var ownerId: String
    public var entryId: String?
    public var data: String
    public var updatedAt: Date
}

/// An entry as pages, the API and the CLI show it.
public struct JournalEntry: Codable, Equatable, Sendable, Identifiable {
    public var id: String
    public var writtenAt: Date
    public var timeZone: String
    public var day: LocalDay
    public var text: String
    public var tags: [String]
    public var mood: Feeling?
    public var location: String?
    public var template: JournalTemplateKind?
    public var sourceId: String?
    public var photos: [DayPhoto]
    public var updatedAt: Date

    init(_ record: JournalEntryRecord, photos: [DayPhoto]) {
        id = record.id
        writtenAt = record.writtenAt
        timeZone = record.timeZone
        day = LocalDay(record.day) ?? LocalDay(containing: record.writtenAt, in: TimeZone(identifier: record.timeZone) ?? .gmt)
        text = record.text
        tags = (try? JSONDecoder().decode([String].self, from: Data(record.tags.utf8))) ?? []
        mood = record.mood.flatMap(Feeling.init(rawValue:))
        location = record.location
        template = record.template.flatMap(JournalTemplateKind.init(rawValue:))
        sourceId = record.sourceId
        self.photos = photos
        updatedAt = record.updatedAt
    }

    public var zone: TimeZone { TimeZone(identifier: timeZone) ?? .gmt }
    public var time: WallClockTime { WallClockTime.of(writtenAt, in: zone) }
    /// The first line of the text without Markdown marks or escapes, for titles and lists.
    public var headline: String { JournalRules.headline(text) }

    public var document: JournalDocument {
        JournalDocument(
            writtenAt: writtenAt, timeZone: timeZone, text: text, tags: tags, mood: mood, location: location, template: template)
    }
}

/// What the editor sends: the entry's fields, checked by `JournalRules` before anything is written.
public struct JournalEntryInput: Sendable, Equatable {
    public var text: String
    public var writtenAt: Date
    public var timeZone: String
    public var tags: [String]
    public var mood: Feeling?
    public var location: String?
    public var template: JournalTemplateKind?

    public init(
        text: String, writtenAt: Date, timeZone: String, tags: [String] = [], mood: Feeling? = nil, location: String? = nil,
        template: JournalTemplateKind? = nil
    ) {
        self.text = text
        self.writtenAt = writtenAt
        self.timeZone = timeZone
        self.tags = tags
        self.mood = mood
        self.location = location
        self.template = template
    }

    public init(_ document: JournalDocument) {
        self.init(
            text: document.text, writtenAt: document.writtenAt, timeZone: document.timeZone, tags: document.tags, mood: document.mood,
            location: document.location, template: document.template)
    }
}

/// A template as the user sees it: their text, or the standard one until they change it.
public struct JournalTemplate: Codable, Equatable, Sendable {
    public var kind: JournalTemplateKind
    public var text: String
    public var isEdited: Bool
}

/// The editor's fields as typed, kept as a draft.
public struct JournalDraft: Codable, Equatable, Sendable {
    public var text: String
    public var day: String
    public var time: String
    public var tags: String
    public var mood: String
    public var location: String
    public var template: String
    public var savedAt: Date?

    public init(
        text: String = "", day: String = "", time: String = "", tags: String = "", mood: String = "", location: String = "",
        template: String = "", savedAt: Date? = nil
    ) {
        self.text = text
        self.day = day
        self.time = time
        self.tags = tags
        self.mood = mood
        self.location = location
        self.template = template
        self.savedAt = savedAt
    }
}

/// Which entries a list shows.
public struct JournalFilter: Sendable, Equatable {
    public var tag: String?
    public var mood: Feeling?
    public var withPhotos: Bool
    public var day: LocalDay?

    public init(tag: String? = nil, mood: Feeling? = nil, withPhotos: Bool = false, day: LocalDay? = nil) {
        self.tag = tag
        self.mood = mood
        self.withPhotos = withPhotos
        self.day = day
    }

    public var isEmpty: Bool { tag == nil && mood == nil && !withPhotos && day == nil }
}

/// One search result: the entry and its highlighted snippet.
public struct JournalSearchHit: Sendable, Equatable {
    public var entry: JournalEntry
    public var snippet: JournalSnippet
}

/// Memories of today's date in earlier years.
public struct OnThisDayMemories: Sendable, Equatable {
    public struct Memory: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable, Codable, CaseIterable {
            case entry, intention, eventStarted, eventEnded, photo
        }
        public var kind: Kind
        public var day: LocalDay
        public var label: String
        public var title: String
        /// The id of the entry, intention, event or photo.
        public var id: String
    }

    public var today: LocalDay
    /// Newest first.
    public var memories: [Memory]

    public init(today: LocalDay, memories: [Memory] = []) {
        self.today = today
        self.memories = memories
    }

    public static let none = OnThisDayMemories(today: LocalDay(year: 2000, month: 1, day: 1))
}

/// What an import did: entries and photos added, and what was left out and why.
public struct JournalImportReport: Sendable, Equatable, Codable {
    public var added: Int = 0
    public var photos: Int = 0
    public var skipped: [DayOne.Skipped] = []

    public init(added: Int = 0, photos: Int = 0, skipped: [DayOne.Skipped] = []) {
        self.added = added
        self.photos = photos
        self.skipped = skipped
    }
}

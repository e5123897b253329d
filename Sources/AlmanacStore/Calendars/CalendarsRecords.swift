import AlmanacCore
import Foundation
import GRDB

/// A calendar a person reads meetings from: a secret URL fetched by the server, or an uploaded file.
public struct CalendarRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "calendars"
    public var id: String
    public var ownerId: String
    public var name: String
    /// The address fetched (https; a webcal:// address is kept as https). A secret.
    public var url: String?
    /// The uploaded file's name, for a calendar read from a file.
    public var fileName: String?
    public var color: String
    /// The iCalendar text last read (fetched or uploaded).
    public var sourceText: String?
    public var etag: String?
    public var lastModified: String?
    public var fetchedAt: Date?
    public var lastError: String?
    public var createdAt: Date
}

/// What the cached instances of one calendar cover (a cache: rebuilt, never logged).
struct CalendarExpansionRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "calendar_expansions"
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .snakeCaseColumns }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
    var calendarId: String
    var ownerId: String
    var expandedAt: Date
    var windowFrom: Date
    var windowTo: Date
    var timeZone: String
    var events: Int
    var skipped: Int
    var skippedReason: String?
}

/// One cached instance of a calendar's event.
struct CalendarEventRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "calendar_events"
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .snakeCaseColumns }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
    var id: String
    var ownerId: String
    var calendarId: String
    var uid: String
    var title: String
    var location: String
    var startAt: Date
    var endAt: Date
    var allDay: Bool
    var startDay: LocalDay
    var endDay: LocalDay
    var busy: Bool
}

/// A calendar as pages, the API and the CLI show it: never its address, only the host.
public struct CalendarSummary: Codable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var color: String
    /// "url" or "file".
    public var source: String
    /// The host of the address (the address itself is a secret and is not shown again).
    public var host: String?
    public var fileName: String?
    public var fetchedAt: Date?
    public var lastError: String?
    /// Events read in the last expansion, and those left out (with the first reason).
    public var events: Int?
    public var skipped: Int?
    public var skippedReason: String?
    public var createdAt: Date

    init(_ record: CalendarRecord, expansion: CalendarExpansionRecord?) {
        id = record.id
        name = record.name
        color = record.color
        source = record.url == nil ? "file" : "url"
        host = record.url.flatMap { URL(string: $0)?.host }
        fileName = record.fileName
        fetchedAt = record.fetchedAt
        lastError = record.lastError
        events = expansion?.events
        skipped = expansion?.skipped
        skippedReason = expansion?.skippedReason
        createdAt = record.createdAt
    }
}

/// One instance of a meeting, with the calendar it came from: what the Plan grid draws as busy.
public struct CalendarMeeting: Codable, Equatable, Sendable {
    public var calendarId: String
    public var calendarName: String
    public var color: String
    public var uid: String
    public var title: String
    public var location: String
    public var start: Date
    public var end: Date
    public var allDay: Bool
    /// The person's day of the start (an all-day event's own date).
    public var startDay: LocalDay
    /// The day after an all-day event's last day; the day of the end otherwise.
    public var endDay: LocalDay
    /// False for an event marked free (TRANSP:TRANSPARENT).
    public var busy: Bool

    init(_ occurrence: CalendarOccurrence, calendar: CalendarRecord) {
        calendarId = calendar.id
        calendarName = calendar.name
        color = calendar.color
        uid = occurrence.uid
        title = occurrence.title
        location = occurrence.location
        start = occurrence.start
        end = occurrence.end
        allDay = occurrence.allDay
        startDay = occurrence.startDay
        endDay = occurrence.endDay
        busy = occurrence.busy
    }

    init(_ event: CalendarEventRecord, calendar: CalendarRecord) {
        calendarId = calendar.id
        calendarName = calendar.name
        color = calendar.color
        uid = event.uid
        title = event.title
        location = event.location
        start = event.startAt
        end = event.endAt
        allDay = event.allDay
        startDay = event.startDay
        endDay = event.endDay
        busy = event.busy
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac calendars`: the calendars meetings are read from, their meetings, and a pure
/// expansion of an .ics file (what the correctness test compares with python's).
struct CalendarsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendars", abstract: "Calendars: add by address or file, list, remove, fetch, meetings; expand an .ics file.",
        subcommands: [Add.self, List.self, Remove.self, Fetch.self, Events.self, Expand.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a calendar by its address (https or webcal; the server fetches it every 30 minutes) or an .ics file.",
            discussion:
                "Examples: almanac calendars add 'webcal://example.com/cal/secret.ics' --name Work\n          almanac calendars add --file school.ics"
        )
        @OptionGroup var account: AccountOptions
        @Option(help: "The calendar's name (default: the file's or the host's).") var name: String?
        @Option(help: "Its colour, #rrggbb.") var color: String?
        @Option(help: "An .ics file to read instead of an address.") var file: String?
        @Flag(help: "Print the calendar as JSON.") var json = false
        @Flag(help: "Let the address be on loopback, link-local or private networks.") var allowPrivateWebhooks = false
        @Argument(help: "The calendar's address.") var url: String?

        func run() async throws {
            let (database, owner) = try await account.open()
            let calendar: CalendarSummary
            if let file {
                let path = URL(fileURLWithPath: (file as NSString).expandingTildeInPath)
                let text = try CalendarsCommand.readFile(path)
                calendar = try await database.addCalendar(
                    owner: owner.id, name: name, fileName: path.lastPathComponent, text: text, color: color)
            } else if let url {
                try await OutboundPolicy(allowPrivate: allowPrivateWebhooks).refusePrivate(url, field: "url", what: "calendar")
                calendar = try await database.addCalendar(owner: owner.id, name: name, url: url, color: color)
            } else {
                throw AlmanacError.invalid("url", "Give the calendar's address, or --file with an .ics file.")
            }
            if json { return try printJSON(calendar) }
            print(
                "Added “\(calendar.name)” (\(calendar.id))\(calendar.source == "url" ? "; the server fetches it within a minute, or run `almanac calendars fetch \(calendar.id)`." : ": \(calendar.events ?? 0) events.")"
            )
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The calendars, with their last fetch and error.")
        @OptionGroup var account: AccountOptions
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let calendars = try await database.calendars(owner: owner.id)
            if json { return try printJSON(calendars) }
            if calendars.isEmpty { return print("No calendars.") }
            printTable(
                ["id", "name", "from", "fetched", "events", "error"],
                calendars.map {
                    [
                        $0.id, $0.name, $0.host ?? $0.fileName ?? "", $0.fetchedAt.map(Timestamp.text) ?? "never",
                        $0.events.map(String.init) ?? "",
                        $0.lastError ?? "",
                    ]
                })
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a calendar and its meetings (undoable).")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The calendar's id.") var id: String

        func run() async throws {
            let (database, owner) = try await account.open()
            try await database.removeCalendar(owner: owner.id, id: id)
            print("Removed.")
        }
    }

    struct Fetch: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Fetch a calendar's address now.")
        @OptionGroup var account: AccountOptions
        @Flag(help: "Let the address be on loopback, link-local or private networks.") var allowPrivateWebhooks = false
        @Argument(help: "The calendar's id.") var id: String

        func run() async throws {
            let (database, owner) = try await account.open()
            let due = try await database.calendarToFetch(owner: owner.id, id: id)
            let result = await CalendarFetcher.fetch(due, allowPrivate: allowPrivateWebhooks)
            try await database.storeCalendarFetch(owner: owner.id, id: id, result: result)
            let calendar = try await database.calendar(owner: owner.id, id: id)
            if let error = calendar.lastError { throw AlmanacError.conflict("“\(calendar.name)” not fetched: \(error)") }
            print("Fetched “\(calendar.name)”: \(calendar.events ?? 0) events.")
        }
    }

    struct Events: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The meetings of every calendar (or one) from --from to --to.")
        @OptionGroup var account: AccountOptions
        @Option(help: "Only this calendar (its id).") var calendar: String?
        @Option(help: "From this day (YYYY-MM-DD; default today).") var from: String?
        @Option(help: "To this day, included (YYYY-MM-DD; default 6 days after --from).") var to: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let preferences = owner.preferences
            let first = try from.map { try DayReference.date($0, field: "from") } ?? preferences.today(at: Date())
            let last = try to.map { try DayReference.date($0, field: "to") } ?? first.adding(days: 6)
            guard first <= last else { throw AlmanacError.invalid("from", "--from comes after --to.") }
            guard first.days(to: last) < CalendarSource.maxQueryDays else {
                throw AlmanacError.invalid("to", "Ask for at most \(CalendarSource.maxQueryDays) days at a time.")
            }
            let start = first.start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
            let end = last.adding(days: 1).start(in: preferences.zone, dayStartHour: preferences.dayStartHour)
            var meetings: [CalendarMeeting] = []
            var ids: [String] = []
            if let calendar { ids = [calendar] } else { ids = try await database.calendars(owner: owner.id).map(\.id) }
            for id in ids { meetings += try await database.calendarEvents(owner: owner.id, id: id, from: start, to: end) }
            meetings.sort { ($0.start, $0.title) < ($1.start, $1.title) }
            if json { return try printJSON(meetings) }
            if meetings.isEmpty { return print("No meetings from \(first) to \(last).") }
            for meeting in meetings {
                let time =
                    meeting.allDay
                    ? "\(meeting.startDay)            all day"
                    : "\(LocalDay(containing: meeting.start, in: preferences.zone)) \(WallClockTime.of(meeting.start, in: preferences.zone))–\(WallClockTime.of(meeting.end, in: preferences.zone))"
                print(
                    "\(time)  \(meeting.title)\(meeting.location.isEmpty ? "" : " · \(meeting.location)")  [\(meeting.calendarName)]\(meeting.busy ? "" : " (free)")"
                )
            }
        }
    }

    struct Expand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Expand an .ics file's events between two instants (no database): what Almanac reads from it.",
            discussion:
                "Example: almanac calendars expand work.ics --from 2026-01-01T00:00:00Z --to 2026-07-01T00:00:00Z --zone Europe/Berlin --json"
        )
        @Option(help: "Start of the window: an instant (2026-01-01T00:00:00Z) or a day (midnight in --zone).") var from: String
        @Option(help: "End of the window (excluded), the same way.") var to: String
        @Option(help: "The zone of floating and all-day times (an IANA name).") var zone = "UTC"
        @Flag(help: "Print JSON: every instance with start and end in UTC, all-day ones with their days.") var json = false
        @Argument(help: "The .ics file.") var file: String

        func run() async throws {
            guard let person = TimeZone(identifier: zone) else { throw AlmanacError.invalid("zone", "“\(zone)” is no IANA time zone.") }
            func instant(_ text: String, _ field: String) throws -> Date {
                if let day = try? DayReference.date(text, field: field) { return day.start(in: person) }
                guard let date = Timestamp.parse(text) else {
                    throw AlmanacError.invalid(field, "“\(text)” is neither an instant nor a day.")
                }
                return date
            }
            let start = try instant(from, "from")
            let end = try instant(to, "to")
            let text = try CalendarsCommand.readFile(URL(fileURLWithPath: (file as NSString).expandingTildeInPath))
            let parsed = try ICalendarFile.parse(text, person: person)
            let occurrences = CalendarExpansion.occurrences(of: parsed, from: start, to: end, person: person)
            if json { return try printJSON(ExpandedJSON(skipped: parsed.skipped, instances: occurrences)) }
            for occurrence in occurrences {
                print(
                    "\(Timestamp.text(occurrence.start)) – \(Timestamp.text(occurrence.end))\(occurrence.allDay ? " (all day \(occurrence.startDay)…\(occurrence.endDay))" : "")  \(occurrence.title)\(occurrence.busy ? "" : " (free)")"
                )
            }
            for reason in parsed.skipped { print("left out: \(reason)") }
        }

        struct ExpandedJSON: Encodable {
            var skipped: [String]
            var instances: [CalendarOccurrence]
        }
    }

    /// The text of an .ics file, at most `ICalendarFile.maxBytes`.
    static func readFile(_ url: URL) throws -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= ICalendarFile.maxBytes else {
            throw AlmanacError.tooLarge("\(url.lastPathComponent) is larger than \(ICalendarFile.maxBytes / 1024 / 1024) MB.")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw AlmanacError.notFound("No file \(url.path).") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AlmanacError.invalid("file", "\(url.lastPathComponent) is not UTF-8 text.")
        }
        return text
    }
}

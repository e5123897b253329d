import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac timelines`: add events, list the merged rows, import and export CSV / iCalendar.
struct TimelinesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timelines", abstract: "Timelines of dated and ranged events.",
        subcommands: [AddEvent.self, List.self, Import.self, Export.self])

    struct AddEvent: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add-event",
            abstract: "Add an event to a timeline (the timeline is created when there is none by that name).",
            discussion: """
                Dates are a year (2015), a month (2015-06) or a day (2015-06-25); ~2015 marks an approximate date.
                Example: almanac timelines add-event "Employed at Company Z" --timeline Work --start 2015-06-25 --end 2019-08-29
                """)
        @OptionGroup var account: AccountOptions
        @Argument(help: "The event's title.") var title: String
        @Option(help: "The timeline's name.") var timeline: String
        @Option(help: "When it started (or happened).") var start: String
        @Option(help: "When it ended, for a range.") var end: String?
        @Flag(help: "Started and not ended yet.") var ongoing = false
        @Option(help: "A tag (repeatable).") var tag: [String] = []
        @Option(help: "Notes (Markdown).") var notes: String?
        @Flag(help: "Print the event as JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let input = TimelineEventInput(
                title: title, notes: notes, tags: tag, start: try PartialDate(parsing: start, field: "start"),
                end: try end.map { try PartialDate(parsing: $0, field: "end") }, ongoing: ongoing)
            let added = try await database.addEvent(owner: owner.id, timelineNamed: timeline, input)
            let today = try await database.timelineToday(owner: owner.id)
            if json {
                try printJSON(TimelinesJSON.Event(added.event, today: today))
                return
            }
            if added.createdTimeline { print("Created the timeline \(added.timeline.name).") }
            var line = "Added “\(added.event.title)” to \(added.timeline.name): \(TimelinesCommand.dates(added.event))"
            if let duration = added.event.duration(today: today) { line += " (\(duration.text)\(added.event.ongoing ? " so far" : ""))" }
            print(line + ".")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "The merged rows of one or all timelines, newest first.")
        @OptionGroup var account: AccountOptions
        @Option(help: "Only this timeline (repeatable).") var timeline: [String] = []
        @Flag(help: "Oldest first.") var oldestFirst = false
        @Flag(help: "One row per event, at its start (no end or ongoing rows).") var hideEnds = false
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            var ids: [String] = []
            for name in timeline {
                guard let found = try await database.timeline(owner: owner.id, named: name) else {
                    throw AlmanacError.notFound("There is no timeline named \(name).")
                }
                ids.append(found.id)
            }
            let selection = try await database.timelineSelection(owner: owner.id, filter: TimelineFilter(timelineIds: ids))
            let rows = selection.rows(order: oldestFirst ? .oldestFirst : .newestFirst, hideEnds: hideEnds)
            let names = Dictionary(uniqueKeysWithValues: selection.timelines.map { ($0.id, $0.name) })
            if json {
                // As the API's `GET /timelines/rows` gives them.
                try printJSON(TimelinesJSON.Rows(selection, order: oldestFirst ? .oldestFirst : .newestFirst, hideEnds: hideEnds))
            } else if rows.isEmpty {
                print("No events yet. Add one with: almanac timelines add-event TITLE --timeline NAME --start 2015-06")
            } else {
                let symbols: [TimelineRow.Kind: String] = [.start: "start", .end: "end", .single: "single", .ongoing: "ongoing"]
                printTable(
                    ["DATE", "ROW", "EVENT", "TIMELINE", "DURATION"],
                    rows.map { row in
                        [
                            row.kind == .ongoing ? "now" : row.date.text, symbols[row.kind]!, row.event.title,
                            names[row.event.timelineId] ?? "",
                            row.event.duration(today: selection.today)?.text ?? "",
                        ]
                    })
            }
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import a CSV file (TimelineJS columns: Year, Month, Day, End Year, End Month, End Day, Headline, Text, Group).",
            discussion: "Events already there (same Group, Headline and start) are skipped, so importing twice does not duplicate.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The CSV file.") var file: String
        @Flag(help: "Only show what would be imported; write nothing.") var dryRun = false

        func run() async throws {
            guard let contents = FileManager.default.contents(atPath: file) else { throw AlmanacError.notFound("Cannot read \(file).") }
            let csv = String(decoding: contents, as: UTF8.self)
            let (database, owner) = try await account.open()
            let preview = try await database.previewTimelineImport(owner: owner.id, csv: csv)
            if dryRun {
                for name in preview.newTimelines { print("would create timeline \(name)") }
                for draft in preview.toCreate {
                    print(
                        "would add     \(draft.timelineName): \(draft.title) (\(draft.start.text)\(draft.end.map { "–\($0.text)" } ?? ""))")
                }
                for row in preview.existing { print("already there line \(row.line): \(row.draft?.title ?? "")") }
                printErrors(preview.errors)
                return
            }
            let result = try await database.importTimelineCSV(owner: owner.id, csv: csv)
            let names = Dictionary(uniqueKeysWithValues: try await database.timelines(owner: owner.id).map { ($0.id, $0.name) })
            for timeline in result.createdTimelines { print("created timeline \(timeline.name)") }
            for event in result.created {
                print("added     \(names[event.timelineId] ?? ""): \(event.title) (\(TimelinesCommand.dates(event)))")
            }
            print(
                "Imported \(result.created.count) event\(result.created.count == 1 ? "" : "s"); \(result.skippedLines.count) already there; \(result.errors.count) unreadable row\(result.errors.count == 1 ? "" : "s")."
            )
            printErrors(result.errors)
        }

        func printErrors(_ errors: [TimelineCSVRowError]) {
            for error in errors {
                FileHandle.standardError.write(
                    Data("unreadable line \(error.line)\(error.field.map { " (\($0))" } ?? ""): \(error.message)\n".utf8))
            }
        }
    }

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export", abstract: "Print a timeline (or all, as CSV) as CSV or iCalendar.")
        enum Format: String, ExpressibleByArgument, CaseIterable { case csv, ics }
        @OptionGroup var account: AccountOptions
        @Option(help: "The timeline (default: all timelines; required for ics).") var timeline: String?
        @Option(help: "csv or ics.") var format: Format = .csv

        func run() async throws {
            let (database, owner) = try await account.open()
            var found: Timeline?
            if let timeline {
                found = try await database.timeline(owner: owner.id, named: timeline)
                if found == nil { throw AlmanacError.notFound("There is no timeline named \(timeline).") }
            }
            switch format {
            case .csv:
                print(try await database.exportTimelinesCSV(owner: owner.id, timelineIds: found.map { [$0.id] } ?? []), terminator: "")
            case .ics:
                guard let found else { throw AlmanacError.invalid("timeline", "Name the timeline to export as ics with --timeline NAME.") }
                print(try await database.exportTimelineICS(owner: owner.id, timelineId: found.id).ics, terminator: "")
            }
        }
    }

    static func dates(_ event: TimelineEvent) -> String {
        if let end = event.end { return "\(event.start.text) to \(end.text)" }
        if event.ongoing { return "since \(event.start.text)" }
        return event.start.text
    }
}

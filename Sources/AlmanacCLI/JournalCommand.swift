import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac journal`: write, list, show and search entries; export to and import from Markdown
/// files, and import a Day One JSON export.
struct JournalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journal", abstract: "Journal entries: write, list, search, export and import.",
        subcommands: [Add.self, List.self, Show.self, Search.self, Export.self, Import.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Write an entry (the text from --text, else from standard input, else in $VISUAL or $EDITOR).",
            discussion: """
                Without --text, and with standard input a terminal, the entry is written in your editor ($VISUAL, \
                else $EDITOR, else vi) on a temporary file that starts with the template's text (--template). \
                Saving an empty file, or the template unchanged, saves nothing.
                Example: echo "A long walk by the river." | almanac journal add --tag walk --mood happy
                         almanac journal add --text "Caught up on Sunday." --date "2024-05-05 21:30"
                         almanac journal add --template gratitude
                """)
        @OptionGroup var account: AccountOptions
        @Option(help: "The entry's Markdown text (default: standard input, or your editor when it is a terminal).") var text: String?
        @Option(help: "When: YYYY-MM-DD HH:MM in your time zone, or ISO 8601 (default: now).") var date: String?
        @Option(help: "A tag (repeatable).") var tag: [String] = []
        @Option(help: "ecstatic, happy, meh, sad or angry.") var mood: String?
        @Option(help: "Where it was written.") var location: String?
        @Option(help: "morning-pages, evening-review, gratitude or daily-review.") var template: String?
        @Flag(help: "Print the entry as JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let kind = try JournalTemplateKind.parse(template)
            var body = text
            if body == nil, isatty(STDIN_FILENO) == 1 {
                var start = ""
                if let kind {
                    start = try await database.journalTemplates(owner: owner.id).first { $0.kind == kind }?.text ?? kind.standardText
                }
                body = try EntryEditor.write(startingWith: start)
            } else if body == nil {
                let input = FileHandle.standardInput.readDataToEndOfFile()
                guard input.count <= JournalRules.maximumTextBytes * 2 else {
                    throw AlmanacError.invalid(
                        "text", "An entry holds at most 1 MB of text; standard input has \(JournalRules.megabytes(input.count)).")
                }
                body = String(decoding: input, as: UTF8.self)
            }
            var writtenAt = Date()
            if let date {
                guard let parsed = JournalMarkdown.parseDate(date, zone: owner.preferences.zone) else {
                    throw AlmanacError.invalid("date", "“\(date)” is not a date; write 2024-05-03 21:15.")
                }
                writtenAt = parsed
            }
            var feeling: Feeling?
            if let mood {
                guard let parsed = Feeling(rawValue: mood) else {
                    throw AlmanacError.invalid("mood", "mood is one of \(Feeling.allCases.map(\.rawValue).joined(separator: ", ")).")
                }
                feeling = parsed
            }
            let entry = try await database.addJournalEntry(
                owner: owner.id,
                JournalEntryInput(
                    text: body ?? "", writtenAt: writtenAt, timeZone: owner.timeZone, tags: try JournalRules.tags(tag), mood: feeling,
                    location: location, template: kind))
            if json { return try printJSON(entry) }
            print("Wrote “\(entry.headline)” (\(entry.day) \(entry.time)), id \(entry.id).")
        }
    }

    /// Writing an entry in the user's editor, as `git commit` does: a temporary file that starts with
    /// the template, the editor on the terminal, and the file's text once it closes.
    enum EntryEditor {
        static func write(startingWith start: String) throws -> String {
            let environment = ProcessInfo.processInfo.environment
            let editor =
                [environment["VISUAL"], environment["EDITOR"]].compactMap { $0?.trimmingCharacters(in: .whitespaces) }
                .first { !$0.isEmpty } ?? "vi"
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "almanac-entry-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("entry.md")
            try Data(start.utf8).write(to: file)
            FileHandle.standardError.write(Data("Writing the entry in \(editor); save an empty file to cancel.\n".utf8))
            // Through the shell, as git does, so an editor with arguments ("code --wait") works.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", editor + " \"$1\"", "sh", file.path]
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw AlmanacError.invalid(
                    "text", "The editor (\(editor)) stopped with status \(process.terminationStatus); nothing was saved.")
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            guard size <= JournalRules.maximumTextBytes * 2 else {
                throw AlmanacError.invalid("text", "An entry holds at most 1 MB of text; the file has \(JournalRules.megabytes(size)).")
            }
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let written = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !written.isEmpty else { throw AlmanacError.invalid("text", "The entry was empty; nothing was saved.") }
            guard written != start.trimmingCharacters(in: .whitespacesAndNewlines) else {
                throw AlmanacError.invalid("text", "The entry was still the template, unchanged; nothing was saved.")
            }
            return text
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Entries, newest first.")
        @OptionGroup var account: AccountOptions
        @Option(help: "Only entries with this tag.") var tag: String?
        @Option(help: "Only entries with this mood.") var mood: String?
        @Flag(help: "Only entries with photos.") var photos = false
        @Option(help: "How many (1–500).") var limit = 20
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            guard (1...500).contains(limit) else {
                throw AlmanacError.outOfRange(field: "limit", message: "limit is 1 to 500, not \(limit).")
            }
            var filter = JournalFilter(withPhotos: photos)
            filter.tag = try tag.flatMap { try JournalRules.tags([$0], field: "tag").first }
            if let mood {
                guard let feeling = Feeling(rawValue: mood) else { throw AlmanacError.invalid("mood", "“\(mood)” is not a mood.") }
                filter.mood = feeling
            }
            // One more than asked for tells whether there is an older page (`olderAfter`), as the API's page.
            let read = try await database.journalEntries(owner: owner.id, filter: filter, limit: limit + 1)
            if json { return try printJSON(JournalJSON.EntryList(read: read, size: limit)) }
            let entries = Array(read.prefix(limit))
            if entries.isEmpty { return print("No entries.") }
            printTable(
                ["date", "time", "mood", "tags", "entry", "id"],
                entries.map {
                    [$0.day.description, $0.time.description, $0.mood?.rawValue ?? "", $0.tags.joined(separator: ","), $0.headline, $0.id]
                })
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "One entry, as its Markdown file.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The entry's id.") var id: String
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let entry = try await database.journalEntry(owner: owner.id, id: id)
            if json { return try printJSON(entry) }
            print(JournalMarkdown.render(entry.document), terminator: "")
            if !entry.photos.isEmpty { print("(\(entry.photos.count) photo\(entry.photos.count == 1 ? "" : "s"))") }
        }
    }

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search", abstract: "Full-text search over text and tags; the matches in the snippet are [marked].")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The words to find.") var query: String
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let hits = try await database.searchJournal(owner: owner.id, query: query)
            if json { return try printJSON(hits.map(JournalJSON.SearchHit.init)) }  // as `GET /journal/search` gives them
            if hits.isEmpty { return print("Nothing found for “\(query)”.") }
            for hit in hits {
                let snippet = hit.snippet.pieces.map { $0.highlighted ? "[\($0.text)]" : $0.text }.joined()
                print("\(hit.entry.day) \(hit.entry.time)  \(hit.entry.id)\n  \(snippet.replacingOccurrences(of: "\n", with: " "))")
            }
        }
    }

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write every entry as a Markdown file (front matter + text) into a new folder, photos under photos/.")
        @OptionGroup var account: AccountOptions
        @Option(help: "The folder to create.") var markdown: String

        func run() async throws {
            let (database, owner) = try await account.open()
            let count = try await database.exportJournalMarkdown(owner: owner.id, to: URL(fileURLWithPath: markdown, isDirectory: true))
            print("Wrote \(count) entr\(count == 1 ? "y" : "ies") to \(markdown).")
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import", abstract: "Import entries from a Markdown folder or a Day One JSON export.",
            subcommands: [Markdown.self, DayOneExport.self])

        struct Markdown: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "markdown", abstract: "Import a folder of Markdown files (date from the front matter or the file name).")
            @OptionGroup var account: AccountOptions
            @Argument(help: "The folder.") var folder: String
            @Flag(help: "Print the report as JSON.") var json = false

            func run() async throws {
                let (database, owner) = try await account.open()
                let report = try await database.importJournalMarkdown(
                    owner: owner.id, folder: URL(fileURLWithPath: folder, isDirectory: true))
                try JournalCommand.printReport(report, json: json)
            }
        }

        struct DayOneExport: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "dayone",
                abstract: "Import a Day One JSON export: the zip (Journal.json and photos/), or the folder it unpacks to.",
                discussion: "Entries imported before are skipped, so importing the same export twice adds nothing.")
            @OptionGroup var account: AccountOptions
            @Argument(help: "The export zip or folder.") var file: String
            @Flag(help: "Print the report as JSON.") var json = false

            func run() async throws {
                let (database, owner) = try await account.open()
                if !json { print("Reading \(file)…") }
                let source = try JournalImportSource(url: URL(fileURLWithPath: file))
                let report = try await database.importDayOne(owner: owner.id, from: source)
                try JournalCommand.printReport(report, json: json)
            }
        }
    }

    static func printReport(_ report: JournalImportReport, json: Bool) throws {
        if json { return try printJSON(report) }
        print("Imported \(report.added) entr\(report.added == 1 ? "y" : "ies") and \(report.photos) photo\(report.photos == 1 ? "" : "s").")
        if !report.skipped.isEmpty {
            print("Skipped \(report.skipped.count):")
            for skipped in report.skipped { print("  \(skipped.entry): \(skipped.reason)") }
        }
    }
}

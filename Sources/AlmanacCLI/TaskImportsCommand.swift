import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation

extension TasksCommand {
    /// `almanac tasks import things|todoist|ticktick FILE [--dry-run]`.
    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import", abstract: "Import to-dos from Things 3, Todoist or TickTick.",
            discussion: """
                things: the Things database, main.sqlite from ThingsData-*/Things Database.thingsdatabase/ (read, never written).
                todoist: its backup (the zip from Settings → Backups: one CSV per project), a project's CSV template export (the list is named after the file), or JSON in the Sync API's shape.
                ticktick: the CSV backup.
                Importing the same file again adds nothing twice. Undo (the web's Undo) takes the whole import back.
                """)
        @OptionGroup var account: AccountOptions
        @Argument(help: "things, todoist or ticktick.") var source: String
        @Argument(help: "The file.") var file: String
        @Flag(help: "Show what would be imported and write nothing.") var dryRun = false
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let source = try TaskImportSource(parsing: source)
            let (database, owner) = try await account.open()
            let url = URL(fileURLWithPath: file)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw AlmanacError.invalid("file", "There is no file at \(url.path).")
            }
            let started = Date()
            let plan = try await database.taskImportPlan(owner: owner.id, source: source, file: url)
            let preview = try await database.previewTaskImport(owner: owner.id, plan: plan)
            if dryRun {
                if json { return try printJSON(Summary(preview: preview, result: nil)) }
                printPreview(preview)
                print("Dry run: nothing was written.")
                return
            }
            let total = preview.newToDos.count
            let showProgress = total >= 1000 && !json
            let result = try await database.applyTaskImport(owner: owner.id, plan: plan) { done, total in
                guard showProgress else { return }
                FileHandle.standardError.write(Data("\rImporting: \(done)/\(total) to-dos".utf8))
            }
            if showProgress { FileHandle.standardError.write(Data("\n".utf8)) }
            if json { return try printJSON(Summary(preview: preview, result: result)) }
            printPreview(preview)
            print(
                "\(result.summary) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s; \(result.alreadyImported) imported before, \(result.skipped) not taken."
            )
        }

        func printPreview(_ preview: TaskImportPreview) {
            let counts = preview.counts
            print(
                "\(preview.plan.source.title): \(counts.todos) to-dos (\(counts.open) open, \(counts.completed) completed, \(counts.canceled) canceled), \(counts.lists) lists, \(counts.areas) areas, \(counts.checklistItems) checklist items, \(counts.tags) tags, \(counts.repeating) repeating."
            )
            print("To add: \(preview.newToDos.count) to-dos; imported before: \(counts.alreadyImported).")
            if !preview.newLists.isEmpty { print("New lists: \(preview.newLists.joined(separator: ", ")).") }
            if !preview.newAreas.isEmpty { print("New areas of focus: \(preview.newAreas.joined(separator: ", ")).") }
            for note in preview.plan.skipped { print("Not taken: \(note.place): \(note.reason)") }
            for note in preview.plan.warnings { print("Note: \(note.place): \(note.reason)") }
        }

        struct Summary: Encodable {
            var source: String
            var counts: TaskImportCounts
            var toAdd: Int
            var newLists: [String]
            var newAreas: [String]
            var skipped: [TaskImportPlan.Note]
            var warnings: [TaskImportPlan.Note]
            var added: Int?
            var summary: String?

            init(preview: TaskImportPreview, result: TaskImportResult?) {
                source = preview.plan.source.rawValue
                counts = preview.counts
                toAdd = preview.newToDos.count
                newLists = preview.newLists
                newAreas = preview.newAreas
                skipped = preview.plan.skipped
                warnings = preview.plan.warnings
                added = result?.addedToDos
                summary = result?.summary
            }
        }
    }

    /// `almanac tasks export --format todoist-csv|json`.
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export", abstract: "Export every list with its to-dos in order (Todoist CSV or JSON) to standard output.")
        @OptionGroup var account: AccountOptions
        @Option(help: "todoist-csv (open to-dos, Todoist's CSV template) or json (with the Logbook).") var format = "json"

        func run() async throws {
            let (database, owner) = try await account.open()
            switch format {
            case "todoist-csv":
                let lists = try await database.exportTasks(owner: owner.id, includeFinished: false)
                FileHandle.standardOutput.write(
                    Data(TodoistImport.csvExport(lists.filter { !$0.archived }.map { ($0.name, $0.tasks) }).utf8))
            case "json":
                let lists = try await database.exportTasks(owner: owner.id, includeFinished: true)
                try printJSON(TasksExport(lists))
            default:
                throw AlmanacError.invalid("format", "The format is todoist-csv or json.")
            }
        }

    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import Synchronization

/// Imports from Things 3, Todoist and TickTick, and the export: the page Tasks → Import (upload,
/// preview, confirm), the download, and `POST /api/v1/tasks/imports`, `GET /api/v1/tasks/export`.
extension TasksController {
    /// The largest upload: the file itself plus room for the form's other fields.
    static let importFormLimit = AppDatabase.taskImportLimit + 1024 * 1024
    static let importTooLarge = "The file is larger than \(AppDatabase.taskImportLimit / 1024 / 1024) MB."

    /// The import and export operations, part of `apiOperations`.
    static let importOperations: [APIOperation] = [
        .init(
            .post, TasksRoutes.API.imports,
            "Import to-dos: the file itself is the body (source=things: main.sqlite; todoist: its backup zip (one CSV per project), a project's CSV template export, named by list=, or JSON in the Sync API's shape; ticktick: the CSV backup; at most 64 MB, 413 beyond). Without confirm: a preview with counts and the rows that cannot be taken, nothing written. With confirm=true: imports in one undoable action; a file imported before adds nothing again",
            request: .binary, response: .oneOf([TaskImportsJSON.Preview.schema, TaskImportsJSON.Imported.schema]),
            query: [QueryParameter("source", .enumeration(["things", "todoist", "ticktick"]), required: true), "confirm", "list"],
            requestTypes: ["application/octet-stream", "text/csv", "application/json", "application/zip"]),
        .init(
            .get, TasksRoutes.API.export,
            "Every list with its to-dos in order: format=json (the default; open and finished to-dos) or todoist-csv (open to-dos, Todoist's CSV template, text/csv)",
            response: TasksExport.schema, query: [QueryParameter("format", .enumeration(["json", "todoist-csv"]))],
            responseTypes: ["application/json", "text/csv"]),
        .init(
            .get, TasksRoutes.API.importProgress,
            "How far the import of a file uploaded on the import page has come, while its confirmation runs (the page's progress bar): phase waiting (not started, or unknown), reading, importing (done of total to-dos) or finished",
            response: ImportProgressJSON.schema),
    ]

    /// The progress of the import page's confirmed imports, by upload, for the progress bar.
    static let importProgress = ImportProgressBoard()

    func registerImports(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(TasksRoutes.importPage, use: importPage)
        router.post(TasksRoutes.importPage, use: importPreview)
        router.post(TasksRoutes.importConfirm, use: importConfirm)
        router.get(TasksRoutes.export, use: exportDownload)
        api.post(TasksRoutes.API.imports, use: apiImport)
        api.get(TasksRoutes.API.export, use: apiExport)
        api.get(TasksRoutes.API.importProgress, use: apiImportProgress)
    }

    // MARK: Pages

    @Sendable func importPage(_ request: Request, context: SignedInContext) async throws -> Response {
        Pages.render("Import to-dos", request: request, context: context) {
            TaskImportView(model: .init(csrf: context.csrfToken))
        }
    }

    /// The upload (multipart/form-data; the CSRF token rides in the query): read, kept for the
    /// confirmation, and shown as a preview. Nothing is imported yet.
    @Sendable func importPreview(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        var source = TaskImportSource.things
        do {
            guard let boundary = MultipartForm.boundary(fromContentType: request.headers[.contentType]) else {
                throw AlmanacError.unsupportedMedia(field: "file", message: "Upload the file with the form (multipart/form-data).")
            }
            let body = try await Body.bytes(request, limit: Self.importFormLimit, tooLarge: Self.importTooLarge)
            let fields = TaskImportUploadFields(try MultipartForm(Data(body.readableBytesView), boundary: boundary))
            source = try TaskImportSource(parsing: fields.source)
            guard let file = fields.file else {
                throw AlmanacError.invalid("file", "Choose a file: \(source.fileDescription).")
            }
            let name = file.filename ?? source.rawValue
            let plan = try await database.taskImportPlan(owner: user.id, source: source, data: file.body, name: name)
            let upload = try await database.stageTaskImport(owner: user.id, source: source, name: name, data: file.body)
            let preview = try await database.previewTaskImport(owner: user.id, plan: plan)
            return Pages.render("Import to-dos", request: request, context: context) {
                TaskImportView(model: .init(csrf: context.csrfToken, source: source, fileName: name, upload: upload, preview: preview))
            }
        } catch let error as AlmanacError {
            return Pages.render("Import to-dos", request: request, context: context, status: ErrorMiddleware.classify(error).0) {
                TaskImportView(model: .init(csrf: context.csrfToken, source: source, error: error))
            }
        }
    }

    @Sendable func importConfirm(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let upload = try TaskImportConfirmFields(try await Body.form(from: request)).upload
        let staged = try await database.stagedTaskImport(owner: user.id, id: upload)
        let board = Self.importProgress
        board.set(staged.id, owner: user.id, phase: .reading)
        defer { board.finish(staged.id, owner: user.id) }
        let plan = try await database.taskImportPlan(owner: user.id, source: staged.source, data: staged.data, name: staged.name)
        let result = try await database.applyStagedTaskImport(owner: user.id, id: staged.id, plan: plan) { done, total in
            board.set(staged.id, owner: user.id, phase: .importing, done: done, total: total)
        }
        var message = result.summary + "."
        if result.alreadyImported > 0 { message += " \(Self.counted(result.alreadyImported, "to-do")) were imported before." }
        if result.skipped > 0 { message += " \(Self.counted(result.skipped, "row")) could not be taken." }
        let destination = result.listIds.count == 1 ? TasksRoutes.list.href(result.listIds[0]) : TasksRoutes.view(.anytime)
        return .seeOther(destination, flash: .success(message, undo: result.addedToDos > 0 || result.addedLists > 0))
    }

    static func counted(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    @Sendable func exportDownload(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await export(owner: user.id, format: request.query["format"])
    }

    func export(owner: String, format: String?) async throws -> Response {
        switch format ?? "json" {
        case "todoist-csv":
            let lists = try await database.exportTasks(owner: owner, includeFinished: false)
            var response = Response.text(
                TodoistImport.csvExport(lists.filter { !$0.archived }.map { ($0.name, $0.tasks) }), contentType: "text/csv; charset=utf-8")
            response.headers[.contentDisposition] = "attachment; filename=\"almanac-tasks.csv\""
            return response
        case "json":
            let lists = try await database.exportTasks(owner: owner, includeFinished: true)
            var response = try Response.json(TasksExport(lists))
            response.headers[.contentDisposition] = "attachment; filename=\"almanac-tasks.json\""
            return response
        default:
            throw AlmanacError.invalid("format", "The format is todoist-csv or json.")
        }
    }

    // MARK: API

    @Sendable func apiImport(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let source = try TaskImportSource(parsing: request.query["source"])
        let body = try await Body.bytes(request, limit: AppDatabase.taskImportLimit, tooLarge: Self.importTooLarge)
        let data = Data(body.readableBytesView)
        let name = request.query["list"].map { $0 + ".csv" }
        let plan = try await database.taskImportPlan(owner: user.id, source: source, data: data, name: name)
        if ["true", "1", "yes"].contains(request.query["confirm"]?.lowercased() ?? "") {
            let result = try await database.applyTaskImport(owner: user.id, plan: plan)
            return try .json(TaskImportsJSON.Imported(result, plan: plan))
        }
        let preview = try await database.previewTaskImport(owner: user.id, plan: plan)
        return try .json(TaskImportsJSON.Preview(preview, dateOrder: user.dateOrder))
    }

    @Sendable func apiImportProgress(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let upload = try context.parameters.require("upload")
        return try .json(ImportProgressJSON(Self.importProgress.progress(of: upload, owner: user.id)))
    }

    @Sendable func apiExport(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await export(owner: user.id, format: request.query["format"])
    }
}

/// The request and response types of imports and the export.
enum TaskImportsJSON {
    struct Note: APIType, Codable {
        var place: String
        var reason: String
    }

    struct Counts: APIType, Codable {
        var lists, areas, todos, open, completed, canceled, repeating, checklistItems, tags, alreadyImported, skipped: Int
        init(_ counts: TaskImportCounts) {
            lists = counts.lists
            areas = counts.areas
            todos = counts.todos
            open = counts.open
            completed = counts.completed
            canceled = counts.canceled
            repeating = counts.repeating
            checklistItems = counts.checklistItems
            tags = counts.tags
            alreadyImported = counts.alreadyImported
            skipped = counts.skipped
        }
    }

    struct ToDo: APIType, Codable {
        var title: String
        var list: String?
        var when: String?
        var deadline: String?
        var repeatText: String?
        var tags: [String]
        var checklistItems: Int
        var status: String

        static let fieldNotes: [String: Schema] = ["deadline": .date, "status": .enumeration(TaskStatus.allCases.map(\.rawValue))]
    }

    /// At most this many to-dos and notes are listed; the counts are always whole.
    static let listedLimit = 500

    struct Preview: APIType, Codable {
        var source: String
        var counts: Counts
        var newLists: [String]
        var existingLists: [String]
        var newAreas: [String]
        var todos: [ToDo]
        var skipped: [Note]
        var warnings: [Note]

        /// A repeat is written in the person's date order ("every year on Nov 30" month first).
        init(_ preview: TaskImportPreview, dateOrder: DateOrder) {
            source = preview.plan.source.rawValue
            counts = Counts(preview.counts)
            newLists = preview.newLists
            existingLists = preview.existingLists
            newAreas = preview.newAreas
            let listNames = Dictionary(preview.plan.lists.map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first })
            todos = preview.newToDos.prefix(listedLimit).map {
                ToDo(
                    title: $0.title, list: $0.listKey.flatMap { listNames[$0] }, when: $0.when?.description,
                    deadline: $0.deadline?.description, repeatText: $0.repeatRule?.text(dateOrder: dateOrder), tags: $0.tags,
                    checklistItems: $0.checklist.count, status: $0.status.rawValue)
            }
            skipped = preview.plan.skipped.prefix(listedLimit).map { Note(place: $0.place, reason: $0.reason) }
            warnings = preview.plan.warnings.prefix(listedLimit).map { Note(place: $0.place, reason: $0.reason) }
        }

        static let fieldNotes: [String: Schema] = ["source": .enumeration(TaskImportSource.allCases.map(\.rawValue))]
    }

    struct Imported: APIType, Codable {
        var summary: String
        var addedToDos, addedLists, addedAreas, addedTags, alreadyImported: Int
        var listIds: [String]
        var skipped: [Note]

        init(_ result: TaskImportResult, plan: TaskImportPlan) {
            summary = result.summary
            addedToDos = result.addedToDos
            addedLists = result.addedLists
            addedAreas = result.addedAreas
            addedTags = result.addedTags
            alreadyImported = result.alreadyImported
            listIds = result.listIds
            skipped = plan.skipped.prefix(listedLimit).map { Note(place: $0.place, reason: $0.reason) }
        }
    }
}

// Almanac's own export of to-dos (`GET /tasks/export`), declared once: its schema is derived.
extension TasksExport: APIType {
    /// A to-do with every field, in the Inbox and in a list.
    static var specimen: TasksExport {
        let task = ExportedTask(
            title: "Tea", notes: "Green", when: .someday, deadline: LocalDay(year: 2026, month: 1, day: 1), repeatRule: .daily(every: 1),
            tags: ["home"], checklist: [.init(title: "Kettle")], status: .open, statusAt: Date(timeIntervalSince1970: 0),
            heading: "Kitchen")
        return TasksExport([(name: nil, archived: false, tasks: [task]), (name: "Home", archived: false, tasks: [task])])
    }
}

extension ExportedTask: APIType {
    static let fieldNotes: [String: Schema] = [
        "when": .string, "deadline": .date, "repeatRule": TasksJSON.repeatSchema, "statusAt": .dateTime,
        "status": .enumeration(TaskStatus.allCases.map(\.rawValue)),
    ]
}

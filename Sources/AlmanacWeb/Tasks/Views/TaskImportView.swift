import AlmanacCore
import AlmanacStore
import Foundation

/// Tasks → Import: choose the app and the file, see what it would add (counts, the first
/// to-dos in order, every row that cannot be taken and why), confirm; and the export links.
struct TaskImportView: Component {
    struct Model {
        var csrf: String
        var source: TaskImportSource = .things
        var fileName: String?
        /// The kept upload the confirmation refers to.
        var upload: String?
        var preview: TaskImportPreview?
        var error: AlmanacError?
    }
    var model: Model

    /// The to-dos and notes shown on the page; the counts are always whole.
    static let shownLimit = 200

    var body: Component {
        Div {
            H1("Import to-dos")
            Paragraph { Link("← Back to Tasks", url: TasksRoutes.view(.today)) }
            if let preview = model.preview, let upload = model.upload {
                previewSection(preview, upload: upload)
            }
            Element(name: "section") {
                H2(model.preview == nil ? "Choose the file" : "Choose another file")
                Form(url: TasksRoutes.importPage.href(query: ["_csrf": model.csrf]), method: .post) {
                    ErrorSummary(error: model.error, id: "import-error")
                    Div {
                        Label("From") {
                            Element(name: "select") {
                                for source in TaskImportSource.allCases {
                                    Option(source.title, value: source.rawValue, isSelected: source == model.source)
                                }
                            }
                            .attribute(named: "name", value: "source").id("import-source")
                        }
                    }
                    .class("field")
                    Div {
                        Label("File") {
                            Input(type: .file, name: "file", isRequired: true)
                                .attribute(
                                    named: "accept",
                                    value: ".sqlite,.csv,.json,.zip,application/json,text/csv,application/zip,application/octet-stream"
                                )
                                .attribute(named: "aria-describedby", value: "import-hint")
                        }
                        if let message = errorMessage(model.error, for: "file") {
                            Paragraph(message).class("field-error")
                        }
                        Element(name: "ul") {
                            for source in TaskImportSource.allCases {
                                ListItem { Text("\(source.title): \(source.fileDescription).") }
                            }
                        }
                        .class("hint").id("import-hint")
                        Paragraph(
                            "Up to \(AppDatabase.taskImportLimit / 1024 / 1024) MB. Nothing is saved until you confirm, and importing the same file again adds nothing twice."
                        ).class("hint")
                    }
                    .class("field")
                    SubmitRow(title: "Preview")
                }
                .attribute(named: "enctype", value: "multipart/form-data")
            }
            .class("card")
            Element(name: "section") {
                H2("Export")
                Paragraph("Take your lists with you, in their order.")
                Paragraph {
                    Link("Todoist CSV", url: TasksRoutes.export.href(query: ["format": "todoist-csv"])).class("button")
                    Text(" ")
                    Link("JSON (with the Logbook)", url: TasksRoutes.export.href(query: ["format": "json"])).class("button")
                }
            }
            .class("card")
        }
        .class("stack task-import")
        .attribute(named: "data-widget", value: "taskimport")
    }

    func previewSection(_ preview: TaskImportPreview, upload: String) -> Component {
        let counts = preview.counts
        let listNames = Dictionary(preview.plan.lists.map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first })
        let adding = preview.newToDos.count
        return Element(name: "section") {
            H2("Preview")
            Paragraph(
                "From \(preview.plan.source.title)\(model.fileName.map { " (\($0))" } ?? ""): \(TasksController.counted(adding, "to-do")) to add. Nothing is saved until you confirm."
            )
            .id("import-summary")
            Div {
                Element(name: "table") {
                    Element(name: "caption") { Text("What the file holds") }
                    Element(name: "tbody") {
                        for (label, value) in [
                            ("Lists", counts.lists), ("Areas of focus", counts.areas), ("To-dos", counts.todos), ("Open", counts.open),
                            ("Completed (to the Logbook)", counts.completed), ("Canceled (to the Logbook)", counts.canceled),
                            ("Repeating", counts.repeating), ("Checklist items", counts.checklistItems), ("Tags", counts.tags),
                            ("Imported before (not added again)", counts.alreadyImported), ("Cannot be taken", counts.skipped),
                        ] {
                            Element(name: "tr") {
                                Element(name: "th") { Text(label) }.attribute(named: "scope", value: "row")
                                Element(name: "td") { Text(String(value)) }.class("num")
                            }
                        }
                    }
                }
                .class("import-counts")
            }
            .class("table-scroll")
            if !preview.newLists.isEmpty {
                Paragraph("New lists: \(preview.newLists.joined(separator: ", ")).").id("import-new-lists")
            }
            if !preview.existingLists.isEmpty {
                Paragraph("Added to your lists: \(preview.existingLists.joined(separator: ", ")).")
            }
            if !preview.newAreas.isEmpty {
                Paragraph("New areas of focus: \(preview.newAreas.joined(separator: ", ")).")
            }
            if !preview.newToDos.isEmpty {
                H3(adding > Self.shownLimit ? "The first \(Self.shownLimit) to-dos, in order" : "The to-dos, in order")
                Element(name: "ol") {
                    for todo in preview.newToDos.prefix(Self.shownLimit) {
                        ListItem {
                            Span(todo.title).class("import-title")
                            Div { Text(Self.details(todo, list: todo.listKey.flatMap { listNames[$0] })) }.class("hint")
                        }
                    }
                }
                .class("import-todos").id("import-todos")
            }
            notesTable("Rows that cannot be taken", preview.plan.skipped, id: "import-skipped")
            notesTable("Taken without part of them", preview.plan.warnings, id: "import-warnings")
            Form(url: TasksRoutes.importConfirm.href, method: .post) {
                CSRFField(token: model.csrf)
                Hidden("upload", upload)
                Div {
                    Button { Text(adding == 0 ? "Nothing to import" : "Import \(TasksController.counted(adding, "to-do"))") }
                        .attribute(named: "type", value: "submit").class("primary")
                        .attribute(named: "disabled", value: adding == 0 && preview.newLists.isEmpty ? "disabled" : nil)
                    Link("Cancel", url: TasksRoutes.importPage.href).class("button")
                }
                .class("actions")
            }
            .class("import-confirm")
            .attribute(named: "data-progress", value: TasksRoutes.API.url(TasksRoutes.API.importProgress.href(upload)))
        }
        .class("card")
        .id("import-preview")
    }

    func notesTable(_ title: String, _ notes: [TaskImportPlan.Note], id: String) -> Component {
        guard !notes.isEmpty else { return EmptyComponent() }
        return Div {
            H3("\(title) (\(notes.count))")
            Div {
                Element(name: "table") {
                    Element(name: "thead") {
                        Element(name: "tr") {
                            Element(name: "th") { Text("Where") }
                            Element(name: "th") { Text("Why") }
                        }
                    }
                    Element(name: "tbody") {
                        for note in notes.prefix(Self.shownLimit) {
                            Element(name: "tr") {
                                Element(name: "td") { Text(note.place) }
                                Element(name: "td") { Text(note.reason) }
                            }
                        }
                    }
                }
            }
            .class("table-scroll")
            if notes.count > Self.shownLimit {
                Paragraph("… and \(notes.count - Self.shownLimit) more.").class("hint")
            }
        }
        .id(id)
    }

    /// "Groceries · starts Fri 20 Nov 2026 · every week on Mon · @errand · 3 checklist items · completed".
    static func details(_ todo: TaskImportPlan.ToDo, list: String?) -> String {
        var parts = [list ?? "Inbox"]
        switch todo.when {
        case .someday: parts.append("Someday")
        case .evening(let day): parts.append("starts \(Dates.shortWithYear(day)) evening")
        case .day(let day): parts.append("starts \(Dates.shortWithYear(day))")
        case nil: break
        }
        if let deadline = todo.deadline { parts.append("deadline \(Dates.shortWithYear(deadline))") }
        if let rule = todo.repeatRule { parts.append(rule.text(dateOrder: Dates.style.order)) }
        if !todo.tags.isEmpty { parts.append(todo.tags.map { "@" + $0 }.joined(separator: " ")) }
        if !todo.checklist.isEmpty { parts.append(TasksController.counted(todo.checklist.count, "checklist item")) }
        if todo.status != .open { parts.append(todo.status.rawValue) }
        return parts.joined(separator: " · ")
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

// MARK: - Import

struct TimelinesImportView: Component {
    struct Model {
        var csrf: String
        var csv = ""
        var preview: TimelineImportPreview?
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        Div {
            H1("Import timelines")
            Paragraph { Link("← Back to the list", url: TimelinesRoutes.list.href) }
            if let preview = model.preview {
                previewSection(preview)
            }
            Element(name: "section") {
                H2(model.preview == nil ? "CSV file" : "Change the file")
                Paragraph(
                    "A header row in the TimelineJS style: Year, Month, Day, End Year, End Month, End Day, Headline, Text, Group (the timeline), and optionally Tags and Ongoing. Put ~ in a date cell for an approximate date."
                ).class("hint")
                Form(url: TimelinesRoutes.importPage.href, method: .post) {
                    ErrorSummary(error: model.error)
                    CSRFField(token: model.csrf)
                    Div {
                        Label("Choose a file") {
                            Input(type: .file, name: nil).attribute(named: "accept", value: ".csv,text/csv").attribute(
                                named: "data-csv-file", value: "")
                        }
                        Paragraph("Or paste the CSV below.").class("hint")
                    }
                    .class("field tl-file")
                    Div {
                        Label("CSV") {
                            TextArea(text: model.csv, name: "csv", numberOfRows: 8, isRequired: true)
                        }
                    }
                    .class("field")
                    SubmitRow(title: "Preview")
                }
            }
            .class("card")
        }
        .class("stack tl-import")
        .attribute(named: "data-widget", value: "timelines")
    }

    func previewSection(_ preview: TimelineImportPreview) -> Component {
        Element(name: "section") {
            H2("Preview")
            Paragraph(
                "\(TimelinesController.counted(preview.toCreate.count, "event")) will be created, \(preview.existing.count) already there, \(TimelinesController.counted(preview.errors.count, "row")) cannot be read. Nothing is saved until you confirm."
            )
            .id("import-summary")
            if !preview.newTimelines.isEmpty {
                Paragraph("New timelines: \(preview.newTimelines.joined(separator: ", ")).")
            }
            Div {
                Element(name: "table") {
                    Element(name: "thead") {
                        Element(name: "tr") {
                            Element(name: "th") { Text("Line") }.class("num")
                            Element(name: "th") { Text("What happens") }
                            Element(name: "th") { Text("Event, or why the row cannot be read") }
                        }
                    }
                    Element(name: "tbody") {
                        for row in preview.rows {
                            Element(name: "tr") {
                                Element(name: "td") { Text(String(row.line)) }.class("num")
                                Element(name: "td") { Text(Self.status(row.status)) }
                                if let draft = row.draft {
                                    Element(name: "td") {
                                        Span(draft.title).class("tl-import-title")
                                        Span("\(draft.timelineName) · \(TimelinesFormat.dates(draft.event(id: "", timelineId: "")))").class(
                                            "hint")
                                    }
                                } else {
                                    Element(name: "td") { Text(row.error?.message ?? "") }.class("field-error")
                                }
                            }
                            .class("tl-import-\(row.status.rawValue)")
                        }
                    }
                }
                .class("tl-import-table")
            }
            .class("table-scroll")
            Form(url: TimelinesRoutes.importConfirm.href, method: .post) {
                CSRFField(token: model.csrf)
                Input(type: .hidden, name: "csv", value: model.csv)
                Div {
                    Button {
                        Text(
                            preview.toCreate.isEmpty
                                ? "Nothing to import" : "Confirm: import \(TimelinesController.counted(preview.toCreate.count, "event"))")
                    }
                    .attribute(named: "type", value: "submit").class("primary")
                    .attribute(named: "disabled", value: preview.toCreate.isEmpty ? "disabled" : nil)
                    Link("Cancel", url: TimelinesRoutes.list.href).class("button")
                }
                .class("actions")
            }
        }
        .class("card")
        .id("import-preview")
    }

    static func status(_ status: TimelineImportPreview.Status) -> String {
        switch status {
        case .create: "Will be created"
        case .existing: "Already there (skipped)"
        case .error: "Cannot be read"
        }
    }
}

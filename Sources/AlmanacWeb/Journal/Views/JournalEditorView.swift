import AlmanacCore
import AlmanacStore
import Foundation

/// The editor of a new or existing entry. A plain form that works without JavaScript;
/// `journal.js` adds the autosave of a draft to the server every few seconds.
struct JournalEditorView: Component {
    /// The fields as typed (kept when a post is refused, or restored from a draft).
    struct Values: Equatable {
        var text = ""
        var day = ""
        var time = ""
        var timeZone = ""
        var tags = ""
        var mood = ""
        var location = ""
        var template = ""

        init(form: FormData) {
            text = form["text"] ?? ""
            day = form["day"] ?? ""
            time = form["time"] ?? ""
            timeZone = form["timeZone"] ?? ""
            tags = form["tags"] ?? ""
            mood = form["mood"] ?? ""
            location = form["location"] ?? ""
            template = form["template"] ?? ""
        }

        /// A new entry: now, in the user's zone, with the template's text when one is chosen.
        init(new page: JournalEditorPageData, template: JournalTemplateKind?) {
            let zone = TimeZone(identifier: page.timeZone) ?? .gmt
            day = LocalDay(containing: page.now, in: zone).description
            time = WallClockTime.of(page.now, in: zone).description
            timeZone = page.timeZone
            if let template {
                self.template = template.rawValue
                text = page.templates.first { $0.kind == template }?.text ?? template.standardText
            }
        }

        init(entry: JournalEntry) {
            text = entry.text
            day = entry.day.description
            time = entry.time.description
            timeZone = entry.timeZone
            tags = entry.tags.joined(separator: ", ")
            mood = entry.mood?.rawValue ?? ""
            location = entry.location ?? ""
            template = entry.template?.rawValue ?? ""
        }

        init(draft: JournalDraft) {
            text = draft.text
            day = draft.day
            time = draft.time
            tags = draft.tags
            mood = draft.mood
            location = draft.location
            template = draft.template
        }
    }

    struct Model {
        var csrf: String
        var page: JournalEditorPageData
        var values: Values
        var restoredDraft: JournalDraft?
        var error: AlmanacError?
    }
    var model: Model

    var body: Component {
        let entry = model.page.entry
        let values = model.values
        let error = model.error
        let action = entry.map { JournalRoutes.entry.href($0.id) } ?? JournalRoutes.entries.href
        let draftURL = TodayRoutes.API.url(JournalRoutes.API.draft.href(query: ["entry": entry?.id]))
        return ComponentGroup {
            Div {
                H1(entry == nil ? "New journal entry" : "Edit “\(JournalText.title(entry!))”")
                JournalNav()
            }
            .class("page-head")
            if entry == nil {
                Paragraph {
                    Text("Start from a template: ")
                    for (index, template) in model.page.templates.enumerated() {
                        if index > 0 { Text(" · ") }
                        Link(template.kind.title, url: JournalRoutes.newEntry.href(query: ["template": template.kind.rawValue]))
                    }
                }
                .class("hint")
            }
            if let draft = model.restoredDraft {
                Div {
                    Span(
                        "Restored your unsaved draft\(draft.savedAt.map { " from \(Timestamp.text($0).prefix(16).replacingOccurrences(of: "T", with: " ")) UTC" } ?? "")."
                    )
                    Form(url: JournalRoutes.discardDraft.href, method: .post) {
                        CSRFField(token: model.csrf)
                        if let entry { Input(type: .hidden, name: "entry", value: entry.id) }
                        Button { Text("Discard the draft") }.attribute(named: "type", value: "submit").class("link-button")
                    }
                    .class("inline")
                }
                .class("flash info")
            }
            Form(url: action.adding(AuthMiddleware.csrfField, model.csrf), method: .post) {
                ErrorSummary(error: error)
                Input(type: .hidden, name: "timeZone", value: values.timeZone)
                Div {
                    Label("Entry (Markdown)") {
                        TextArea(text: values.text, name: "text", numberOfRows: 14, isRequired: true)
                            .fieldState(name: "text", error: errorMessage(error, for: "text"), hasHint: true)
                    }
                    Paragraph("Markdown: **bold**, _italic_, lists, links. At most 1 MB.").class("hint").id("text-hint")
                    FieldMessage(name: "text", error: errorMessage(error, for: "text"))
                }
                .class("field")
                Div {
                    Field(
                        label: "Date", name: "day", type: .date, value: values.day, required: true, error: errorMessage(error, for: "day"))
                    Field(label: "Time", name: "time", type: .time, value: values.time, error: errorMessage(error, for: "time"))
                }
                .class("pair")
                Field(
                    label: "Tags", name: "tags", value: values.tags, hint: "Separated by commas or spaces, e.g. travel, family",
                    error: errorMessage(error, for: "tags"))
                Div {
                    SelectField(
                        label: "Mood", name: "mood",
                        options: [("", "No mood")] + Feeling.allCases.map { ($0.rawValue, JournalText.mood($0)) }, selected: values.mood,
                        error: errorMessage(error, for: "mood"))
                    SelectField(
                        label: "Template", name: "template",
                        options: [("", "None")] + JournalTemplateKind.allCases.map { ($0.rawValue, $0.title) }, selected: values.template,
                        error: errorMessage(error, for: "template"))
                }
                .class("pair")
                Field(label: "Location (optional)", name: "location", value: values.location, error: errorMessage(error, for: "location"))
                Div {
                    Button { Text("Save entry") }.attribute(named: "type", value: "submit").class("primary")
                    Span("").class("hint draft-status").attribute(named: "aria-live", value: "polite")
                }
                .class("actions")
            }
            .attribute(named: "enctype", value: "multipart/form-data")
            .class("journal-editor")
            .attribute(named: "data-widget", value: "journal")
            .attribute(named: "data-draft", value: draftURL)
        }
    }
}

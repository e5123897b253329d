import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import NIOCore

/// The journal: the timeline with "on this day", an entry's page, the editor (with its draft on
/// the server), the month calendar, search and the templates (pages and API).
struct JournalController {
    let database: AppDatabase

    /// An entry's form or JSON may carry up to 1 MB of text, percent-encoded up to three times
    /// larger; the entry rule, not the body limit, then says what is wrong.
    static let entryBodyLimit = 4 * JournalRules.maximumTextBytes

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(JournalRoutes.timeline, use: timelinePage)
        router.get(JournalRoutes.newEntry, use: newEntryPage)
        router.post(JournalRoutes.entries, use: createEntry)
        router.get(JournalRoutes.entry, use: entryPage)
        router.post(JournalRoutes.entry, use: updateEntry)
        router.get(JournalRoutes.editEntry, use: editEntryPage)
        router.post(JournalRoutes.deleteEntry, use: deleteEntry)
        router.post(JournalRoutes.entryPhotos, use: uploadPhotos)
        router.post(JournalRoutes.discardDraft, use: discardDraft)
        router.get(JournalRoutes.calendar, use: calendarPage)
        router.get(JournalRoutes.search, use: searchPage)
        router.get(JournalRoutes.templates, use: templatesPage)
        router.post(JournalRoutes.templates, use: saveTemplate)
        registerAPI(api)
    }

    // MARK: Parsing

    /// The filter of a query string (`tag`, `mood`, `photos=1`, `day`).
    static func filter(_ query: FormData) throws -> JournalFilter {
        var filter = JournalFilter()
        if let tag = query.optional("tag") { filter.tag = try JournalRules.tags([tag], field: "tag").first }
        if let mood = query.optional("mood") {
            guard let feeling = Feeling(rawValue: mood) else {
                throw AlmanacError.invalid("mood", "mood is one of \(JournalJSON.moods.joined(separator: ", ")), not “\(mood)”.")
            }
            filter.mood = feeling
        }
        filter.withPhotos = ["1", "true", "on"].contains(query["photos"] ?? "")
        if let day = query.optional("day") {
            filter.day = try DayReference.date(day)
        }
        return filter
    }

    /// The editor's body. The editor posts multipart/form-data (its CSRF token in the query, as
    /// photo uploads do): the text is not percent-encoded, so any entry within the 1 MB rule fits,
    /// and the entry rule, not a body limit, says when it is too long. A urlencoded post (scripts,
    /// older pages) is read too.
    static func entryForm(_ request: Request) async throws -> FormData {
        let buffer = try await Body.bytes(
            request, limit: entryBodyLimit, tooLarge: "An entry holds at most 1 MB of text; this one is far larger.")
        guard let boundary = MultipartForm.boundary(fromContentType: request.headers[.contentType]) else {
            return FormData(urlEncoded: String(buffer: buffer))
        }
        let form = try MultipartForm(Data(buffer.readableBytesView), boundary: boundary)
        return FormData(form.parts.filter { $0.filename == nil }.map { ($0.name, $0.text) })
    }

    // MARK: Pages

    @Sendable func timelinePage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        let filter = try Self.filter(query)
        let page = try await database.journalTimelinePage(owner: user.id, filter: filter, before: query.optional("before"))
        return Pages.render("Journal", request: request, context: context) {
            JournalTimelineView(model: .init(page: page))
        }
    }

    @Sendable func entryPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.journalEntryPage(owner: user.id, id: try context.parameters.require("id"))
        return Pages.render(JournalText.title(page.entry), request: request, context: context) {
            JournalEntryView(model: .init(csrf: context.csrfToken, page: page))
        }
    }

    @Sendable func newEntryPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.journalEditorPage(owner: user.id, entryId: nil)
        let template = try JournalTemplateKind.parse(request.query["template"])
        var values = JournalEditorView.Values(new: page, template: template)
        var restored = false
        if let draft = page.draft, template == nil {
            values = JournalEditorView.Values(draft: draft)
            restored = true
        }
        return renderEditor(request, context, page: page, values: values, restoredDraft: restored ? page.draft : nil)
    }

    @Sendable func editEntryPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.journalEditorPage(owner: user.id, entryId: try context.parameters.require("id"))
        guard let entry = page.entry else { throw AlmanacError.notFound("No such journal entry.") }
        if let draft = page.draft, (draft.savedAt ?? .distantPast) > entry.updatedAt {
            return renderEditor(request, context, page: page, values: .init(draft: draft), restoredDraft: draft)
        }
        return renderEditor(request, context, page: page, values: .init(entry: entry))
    }

    func renderEditor(
        _ request: Request, _ context: SignedInContext, page: JournalEditorPageData, values: JournalEditorView.Values,
        restoredDraft: JournalDraft? = nil, error: AlmanacError? = nil
    ) -> Response {
        let model = JournalEditorView.Model(csrf: context.csrfToken, page: page, values: values, restoredDraft: restoredDraft, error: error)
        var status: HTTPResponse.Status = error == nil ? .ok : .badRequest
        if case .conflict = error { status = .conflict }
        return Pages.render(
            page.entry == nil ? "New journal entry" : "Edit journal entry", request: request, context: context, status: status
        ) {
            JournalEditorView(model: model)
        }
    }

    @Sendable func createEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Self.entryForm(request)
        let values = JournalEditorView.Values(form: form)
        do {
            let entry = try await database.addJournalEntry(owner: user.id, try JournalEntryFields(form, user: user).input)
            return .seeOther(JournalRoutes.entry.href(entry.id), flash: .success("Entry saved.", undo: true))
        } catch let error as AlmanacError {
            let page = try await database.journalEditorPage(owner: user.id, entryId: nil)
            return renderEditor(request, context, page: page, values: values, error: error)
        }
    }

    @Sendable func updateEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        _ = try await database.journalEntry(owner: user.id, id: id)
        let form = try await Self.entryForm(request)
        let values = JournalEditorView.Values(form: form)
        do {
            let entry = try await database.updateJournalEntry(owner: user.id, id: id, try JournalEntryFields(form, user: user).input)

            return .seeOther(JournalRoutes.entry.href(entry.id), flash: .success("Entry saved.", undo: true))
        } catch let error as AlmanacError {
            let page = try await database.journalEditorPage(owner: user.id, entryId: id)
            return renderEditor(request, context, page: page, values: values, error: error)
        }
    }

    @Sendable func deleteEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let entry = try await database.deleteJournalEntry(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(JournalRoutes.timeline.href, flash: .success("Deleted “\(entry.headline)”.", undo: true))
    }

    @Sendable func discardDraft(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let entryId = JournalDraftFields(form).entryId
        try await database.discardJournalDraft(owner: user.id, entryId: entryId)
        let back = entryId.map { JournalRoutes.editEntry.href($0) } ?? JournalRoutes.newEntry.href
        return .seeOther(back, flash: .success("Draft discarded."))
    }

    /// Photos for an entry, through the photos module's storage, checks and limits.
    @Sendable func uploadPhotos(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        do {
            guard let boundary = MultipartForm.boundary(fromContentType: request.headers[.contentType]) else {
                throw AlmanacError.unsupportedMedia(field: "photo", message: "Upload photos with the form (multipart/form-data).")
            }
            let body = try await Body.bytes(
                request, limit: TodayController.uploadFormLimit,
                tooLarge: "Upload at most \(AppDatabase.maximumPhotosPerUpload) photos of up to 20 MB each at once.")
            let form = try MultipartForm(Data(body.readableBytesView), boundary: boundary)
            let stored = try await database.addJournalPhotos(owner: user.id, entryId: id, PhotoUploadFields(form).photos)
            return .seeOther(
                JournalRoutes.entry.href(id).fragment("photos"),
                flash: .success(stored.count == 1 ? "Photo added." : "\(stored.count) photos added.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            let page = try await database.journalEntryPage(owner: user.id, id: id)
            return Pages.render(
                JournalText.title(page.entry), request: request, context: context, status: ErrorMiddleware.classify(error).0
            ) {
                JournalEntryView(model: .init(csrf: context.csrfToken, page: page, photoError: error))
            }
        }
    }

    @Sendable func calendarPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        var year: Int?
        var month: Int?
        if let text = request.query.optional("month") {
            let parts = text.split(separator: "-")
            guard parts.count == 2, let y = Int(parts[0]), let m = Int(parts[1]), (1900...9999).contains(y), (1...12).contains(m) else {
                throw AlmanacError.invalid("month", "“\(text)” is not a month; write YYYY-MM, e.g. 2024-05.")
            }
            year = y
            month = m
        }
        let page = try await database.journalCalendarPage(owner: user.id, year: year, month: month)
        return Pages.render("Journal calendar", request: request, context: context) {
            JournalCalendarView(page: page)
        }
    }

    @Sendable func searchPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        let text = String((query["q"] ?? "").prefix(200))
        let page = try await database.journalSearchPage(owner: user.id, query: text, filter: try Self.filter(query))
        return Pages.render(text.isEmpty ? "Search the journal" : "“\(text)” in the journal", request: request, context: context) {
            JournalSearchView(page: page)
        }
    }

    @Sendable func templatesPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let templates = try await database.journalTemplatesPage(owner: user.id)
        return Pages.render("Journal templates", request: request, context: context) {
            JournalTemplatesView(csrf: context.csrfToken, templates: templates)
        }
    }

    @Sendable func saveTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let fields = try JournalTemplateFields(form)
        let kind = fields.kind
        return try await .formAction(back: JournalRoutes.templates.href.description) {
            _ = try await database.saveJournalTemplate(owner: user.id, kind: kind, text: fields.text)

            return .seeOther(
                JournalRoutes.templates.href.fragment(kind.rawValue),
                flash: .success("Saved the \(kind.title.lowercased()) template.", undo: true))
        }
    }
}

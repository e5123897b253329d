import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

// The JSON API of the Journal, under /api/v1 (`JournalRoutes.API`); the request and response
// types are `JournalJSON`.
extension JournalController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.get(JournalRoutes.API.entries, use: apiEntries)
        api.post(JournalRoutes.API.entries, use: apiCreateEntry)
        api.get(JournalRoutes.API.entry, use: apiEntry)
        api.put(JournalRoutes.API.entry, use: apiUpdateEntry)
        api.delete(JournalRoutes.API.entry, use: apiDeleteEntry)
        api.get(JournalRoutes.API.search, use: apiSearch)
        api.get(JournalRoutes.API.draft, use: apiDraft)
        api.put(JournalRoutes.API.draft, use: apiSaveDraft)
        api.delete(JournalRoutes.API.draft, use: apiDiscardDraft)
        api.get(JournalRoutes.API.templates, use: apiTemplates)
        api.put(JournalRoutes.API.template, use: apiSaveTemplate)
        api.get(JournalRoutes.API.onThisDay, use: apiOnThisDay)
    }

    static let filterQuery: [QueryParameter] = [
        "tag", QueryParameter("mood", .enumeration(Feeling.allCases.map(\.rawValue))), "photos", QueryParameter("day", .date),
    ]

    static let apiOperations: [APIOperation] = [
        .init(
            .get, JournalRoutes.API.entries,
            "Entries newest first, 20 at a time; pass `olderAfter` of one page as `before` for the next. Filters: tag, mood, photos=1, day",
            response: JournalJSON.EntryList.schema, query: filterQuery + ["before"], errors: [404]),
        .init(
            .post, JournalRoutes.API.entries,
            "Write an entry: Markdown `text` (at most 1 MB), `writtenAt` (default now), `timeZone` (default yours), tags, mood, location, template",
            request: JournalJSON.EntryFields.schema, response: JournalJSON.Entry.schema, status: 201, errors: [409, 413]),
        .init(.get, JournalRoutes.API.entry, "One entry with its photos", response: JournalJSON.Entry.schema),
        .init(
            .put, JournalRoutes.API.entry, "Replace an entry's fields (photos stay)", request: JournalJSON.EntryFields.schema,
            response: JournalJSON.Entry.schema, errors: [409, 413]),
        .init(.delete, JournalRoutes.API.entry, "Delete an entry (undoable; its photos stay on their day)", status: 204),
        .init(
            .get, JournalRoutes.API.search,
            "Full-text search over text and tags (`q`, every word as a prefix), best first, with the snippet as plain pieces, matches marked",
            response: .array(JournalJSON.SearchHit.schema), query: ["q"] + filterQuery),
        .init(
            .get, JournalRoutes.API.draft, "The editor's draft of a new entry, or of entry `entry`; 404 when there is none",
            response: JournalJSON.Draft.schema, query: ["entry"], errors: [404]),
        .init(
            .put, JournalRoutes.API.draft, "Keep the editor's fields as a draft (what the editor's autosave sends; not undoable)",
            request: JournalJSON.Draft.schema.removing("savedAt"), response: JournalJSON.Draft.schema, query: ["entry"], errors: [404, 413]),
        .init(.delete, JournalRoutes.API.draft, "Discard the draft", status: 204, query: ["entry"]),
        .init(.get, JournalRoutes.API.templates, "The template of each kind", response: .array(JournalJSON.Template.schema)),
        .init(
            .put, JournalRoutes.API.template, "Change a template's text (empty puts the standard text back)",
            request: JournalJSON.TemplateText.schema, response: JournalJSON.Template.schema),
        .init(
            .get, JournalRoutes.API.onThisDay,
            "Entries, completed intentions, timeline events starting or ending, and photos of today's date in earlier years",
            response: JournalJSON.OnThisDay.schema),
    ]

    // MARK: Handlers

    static func entryJSON(_ request: Request) async throws -> JournalJSON.EntryFields {
        try Body.requireJSON(request)
        let buffer = try await Body.bytes(
            request, limit: entryBodyLimit, tooLarge: "An entry holds at most 1 MB of text; this request is far larger.")
        return try Body.decode(JournalJSON.EntryFields.self, from: Data(buffer.readableBytesView))
    }

    @Sendable func apiEntries(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        let entries = try await database.journalEntries(
            owner: user.id, filter: try Self.filter(query), before: query.optional("before"), limit: AppDatabase.journalPageSize + 1)
        return try .json(JournalJSON.EntryList(read: entries, size: AppDatabase.journalPageSize))
    }

    @Sendable func apiCreateEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Self.entryJSON(request)
        let entry = try await database.addJournalEntry(owner: user.id, try body.input(user: user, now: database.now()))
        return try .json(JournalJSON.Entry(entry), status: .created)
    }

    @Sendable func apiEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(JournalJSON.Entry(try await database.journalEntry(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiUpdateEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let current = try await database.journalEntry(owner: user.id, id: id)
        let body = try await Self.entryJSON(request)
        var input = try body.input(user: user, now: current.writtenAt)
        if body.timeZone == nil { input.timeZone = current.timeZone }
        return try .json(JournalJSON.Entry(try await database.updateJournalEntry(owner: user.id, id: id, input)))
    }

    @Sendable func apiDeleteEntry(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await database.deleteJournalEntry(owner: user.id, id: try context.parameters.require("id"))
        return Response(status: .noContent)
    }

    @Sendable func apiSearch(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        let hits = try await database.searchJournal(
            owner: user.id, query: String((query["q"] ?? "").prefix(200)), filter: try Self.filter(query))
        return try .json(hits.map(JournalJSON.SearchHit.init))
    }

    @Sendable func apiDraft(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        guard let draft = try await database.journalDraft(owner: user.id, entryId: request.query.optional("entry")) else {
            throw AlmanacError.notFound("There is no draft.")
        }
        return try .json(JournalJSON.Draft(draft))
    }

    @Sendable func apiSaveDraft(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try Body.requireJSON(request)
        let buffer = try await Body.bytes(request, limit: Self.entryBodyLimit, tooLarge: "An entry holds at most 1 MB of text.")
        let body = try Body.decode(JournalJSON.Draft.self, from: Data(buffer.readableBytesView))
        let saved = try await database.saveJournalDraft(owner: user.id, entryId: request.query.optional("entry"), body.draft)
        return try .json(JournalJSON.Draft(saved))
    }

    @Sendable func apiDiscardDraft(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.discardJournalDraft(owner: user.id, entryId: request.query.optional("entry"))
        return Response(status: .noContent)
    }

    @Sendable func apiTemplates(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.journalTemplates(owner: user.id).map(JournalJSON.Template.init))
    }

    @Sendable func apiSaveTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        guard let kind = JournalTemplateKind(rawValue: try context.parameters.require("kind")) else {
            throw AlmanacError.notFound("There is no such template; the kinds are \(JournalJSON.kinds.joined(separator: ", ")).")
        }
        let body = try await Body.json(JournalJSON.TemplateText.self, from: request)
        return try .json(JournalJSON.Template(try await database.saveJournalTemplate(owner: user.id, kind: kind, text: body.text)))
    }

    @Sendable func apiOnThisDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(JournalJSON.OnThisDay(try await database.onThisDayPage(owner: user.id)))
    }
}

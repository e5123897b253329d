import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// Runbooks: the list (with templates, contacts and the emergency number), a runbook's page to
/// use it step by step, its edit page, its printable page and Markdown file, and the forms.
struct RunbooksController {
    let database: AppDatabase
    /// Where a broken pact is announced: the person's webhook, as far as the server lets it reach.
    var outbound = OutboundPolicy()

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(RunbooksRoutes.list, use: listPage)
        router.post(RunbooksRoutes.list, use: createRunbook)
        router.post(RunbooksRoutes.fromTemplate, use: createFromTemplate)
        router.post(RunbooksRoutes.contacts, use: addContact)
        router.post(RunbooksRoutes.contact, use: updateContact)
        router.post(RunbooksRoutes.deleteContact, use: deleteContact)
        router.post(RunbooksRoutes.emergency, use: setEmergencyNumber)
        router.get(RunbooksRoutes.runbook, use: runbookPage)
        router.post(RunbooksRoutes.runbook, use: updateRunbook)
        router.get(RunbooksRoutes.edit, use: editPage)
        router.post(RunbooksRoutes.delete, use: deleteRunbook)
        router.post(RunbooksRoutes.uses, use: recordUse)
        router.post(RunbooksRoutes.thoughtRecord, use: saveThoughtRecord)
        router.get(RunbooksRoutes.print, use: printPage)
        router.get(RunbooksRoutes.markdown, use: markdown)
        router.post(RunbooksRoutes.steps, use: addStep)
        router.post(RunbooksRoutes.step, use: updateStep)
        router.post(RunbooksRoutes.moveStep, use: moveStep)
        router.post(RunbooksRoutes.deleteStep, use: deleteStep)
        registerPacts(on: router)
        registerAPI(api)
        registerPactsAPI(api)
    }

    // MARK: Pages

    @Sendable func listPage(_ request: Request, context: SignedInContext) async throws -> Response {
        try await renderList(request, context, user: context.user)
    }

    private func renderList(
        _ request: Request, _ context: SignedInContext, user: User, form: RunbooksListView.Refused? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = try await database.runbooksListPage(owner: user.id)
        return Pages.render("Runbooks", request: request, context: context, status: status) {
            RunbooksListView(model: .init(csrf: context.csrfToken, page: page, refused: form))
        }
    }

    @Sendable func runbookPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.runbookPage(owner: user.id, id: try context.parameters.require("id"))
        return Pages.render(page.detail.runbook.name, request: request, context: context) {
            RunbookUseView(model: .init(csrf: context.csrfToken, page: page))
        }
    }

    @Sendable func editPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderEdit(request, context, user: user, id: try context.parameters.require("id"))
    }

    private func renderEdit(
        _ request: Request, _ context: SignedInContext, user: User, id: String, refused: RunbookEditView.Refused? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = try await database.runbookPage(owner: user.id, id: id)
        return Pages.render("Edit “\(page.detail.runbook.name)”", request: request, context: context, status: status) {
            RunbookEditView(model: .init(csrf: context.csrfToken, page: page, refused: refused))
        }
    }

    @Sendable func printPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.runbookPage(owner: user.id, id: try context.parameters.require("id"))
        return Pages.render(page.detail.runbook.name, request: request, context: context) { RunbookPrintView(page: page) }
    }

    /// The runbook as a Markdown file to keep or give to someone (Almanac sends nothing itself).
    @Sendable func markdown(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.runbookPage(owner: user.id, id: try context.parameters.require("id"))
        var response = Response.text(
            page.detail.markdown(contacts: page.contacts, emergencyNumber: page.emergencyNumber),
            contentType: "text/markdown; charset=utf-8")
        let name = String(page.detail.runbook.name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) && $0.isASCII })
        response.headers[.contentDisposition] = "attachment; filename=\"\(name.isEmpty ? "runbook" : name).md\""
        return response
    }

    // MARK: Runbooks

    @Sendable func createRunbook(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let fields = RunbookFields(try await Body.form(from: request))
        let refused = RunbooksListView.Refused(name: fields.name, warningSigns: fields.warningSigns)
        do {
            let runbook = try await database.addRunbook(owner: user.id, name: refused.name, warningSigns: refused.warningSigns)
            return .seeOther(
                RunbooksRoutes.edit.href(runbook.id), flash: .success("Added “\(runbook.name)”. Now add its steps.", undo: true))
        } catch let error as AlmanacError {
            var refused = refused
            refused.error = error
            return try await renderList(request, context, user: user, form: refused, status: .badRequest)
        }
    }

    @Sendable func createFromTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let template = RunbookTemplateFields(try await Body.form(from: request)).template
        return try await .formAction(back: RunbooksRoutes.list.href) {
            let runbook = try await database.addRunbook(owner: user.id, template: template)
            return .seeOther(
                RunbooksRoutes.edit.href(runbook.id),
                flash: .success("Added “\(runbook.name)”. Make it yours: change any step.", undo: true))
        }
    }

    @Sendable func updateRunbook(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let fields = RunbookFields(try await Body.form(from: request))
        do {
            let runbook = try await database.updateRunbook(owner: user.id, id: id, name: fields.name, warningSigns: fields.warningSigns)
            return .seeOther(RunbooksRoutes.edit.href(id), flash: .success("Saved “\(runbook.name)”.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            let refused = RunbookEditView.Refused(name: fields.name, warningSigns: fields.warningSigns, stepId: nil, error: error)
            return try await renderEdit(request, context, user: user, id: id, refused: refused, status: .badRequest)
        }
    }

    @Sendable func deleteRunbook(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let runbook = try await database.deleteRunbook(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(RunbooksRoutes.list.href, flash: .success("Deleted “\(runbook.name)” with its steps and uses.", undo: true))
    }

    // MARK: Steps

    @Sendable func addStep(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let step = RunbookStepFields(try await Body.form(from: request))
        do {
            try await database.addRunbookStep(owner: user.id, runbookId: id, try step.draft())
            return .seeOther(RunbooksRoutes.edit.href(id).fragment("steps"), flash: .success("Added the step.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            let refused = RunbookEditView.Refused(stepId: "new", kind: step.kind, text: step.text, error: error)
            return try await renderEdit(request, context, user: user, id: id, refused: refused, status: .badRequest)
        }
    }

    @Sendable func updateStep(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let stepId = try context.parameters.require("step")
        let step = RunbookStepFields(try await Body.form(from: request))
        do {
            try await database.updateRunbookStep(owner: user.id, id: stepId, try step.draft())
            return .seeOther(RunbooksRoutes.edit.href(id).fragment("steps"), flash: .success("Saved the step.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            let refused = RunbookEditView.Refused(stepId: stepId, kind: step.kind, text: step.text, error: error)
            return try await renderEdit(request, context, user: user, id: id, refused: refused, status: .badRequest)
        }
    }

    @Sendable func moveStep(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let up = OnePlaceMove(try await Body.form(from: request)).up
        let back = RunbooksRoutes.edit.href(id).fragment("steps")
        return try await .formAction(back: back) {
            try await database.moveRunbookStep(owner: user.id, id: try context.parameters.require("step"), up: up)
            return .seeOther(back, flash: .success("Moved the step.", undo: true))
        }
    }

    @Sendable func deleteStep(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        try await database.deleteRunbookStep(owner: user.id, id: try context.parameters.require("step"))
        return .seeOther(RunbooksRoutes.edit.href(id).fragment("steps"), flash: .success("Deleted the step.", undo: true))
    }

    // MARK: Using a runbook

    @Sendable func recordUse(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let back = RunbooksRoutes.runbook.href(id)
        return try await .formAction(back: back) {
            try await database.recordRunbookUse(owner: user.id, runbookId: id, try RunbookUseFields(form).input)
            return .seeOther(back.fragment("uses"), flash: .success("Kept this use. Take care of yourself."))
        }
    }

    /// Saves a thought record as a journal entry (through the Journal's store method), tagged
    /// `thought-record`, and comes back to the runbook.
    @Sendable func saveThoughtRecord(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        let back = RunbooksRoutes.runbook.href(id)
        return try await .formAction(back: back) {
            let runbook = try await database.runbook(owner: user.id, named: id)
            let text = try ThoughtRecordFields(form).record.markdown(runbook: runbook.name)
            try await database.addJournalEntry(
                owner: user.id, JournalEntryInput(text: text, writtenAt: database.now(), timeZone: user.timeZone, tags: ["thought-record"]))
            return .seeOther(back, flash: .success("Saved the thought record in your journal."))
        }
    }

    // MARK: Contacts and the emergency number

    @Sendable func addContact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let fields = RunbookContactFields(try await Body.form(from: request))
        do {
            let contact = try await database.addRunbookContact(owner: user.id, try fields.draft())
            return .seeOther(RunbooksRoutes.list.href.fragment("contacts"), flash: .success("Added “\(contact.name)”.", undo: true))
        } catch let error as AlmanacError {
            let refused = RunbooksListView.Refused(
                contact: (fields.name, fields.phone, fields.note, fields.checkedOn), error: error)
            return try await renderList(request, context, user: user, form: refused, status: .badRequest)
        }
    }

    @Sendable func updateContact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let fields = RunbookContactFields(try await Body.form(from: request))
        let back = RunbooksRoutes.list.href.fragment("contacts")
        return try await .formAction(back: back) {
            let contact = try await database.updateRunbookContact(
                owner: user.id, id: try context.parameters.require("id"), try fields.draft())
            return .seeOther(back, flash: .success("Saved “\(contact.name)”.", undo: true))
        }
    }

    @Sendable func deleteContact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let contact = try await database.deleteRunbookContact(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(RunbooksRoutes.list.href.fragment("contacts"), flash: .success("Deleted “\(contact.name)”.", undo: true))
    }

    @Sendable func setEmergencyNumber(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let emergency = EmergencyNumberFields(try await Body.form(from: request))
        let back = RunbooksRoutes.list.href.fragment("emergency")
        return try await .formAction(back: back) {
            let number = try await database.setRunbookEmergencyNumber(owner: user.id, emergency.number)
            return .seeOther(back, flash: .success(number.map { "Your emergency number is \($0)." } ?? "Cleared the emergency number."))
        }
    }
}

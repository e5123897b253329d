import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import Logging

/// Pacts' page and forms (part of Runbooks): make a pact, mark a day kept or broken, change it
/// (tightening at once, loosening after its delay), ask to delete it or keep it as it is.
extension RunbooksController {
    func registerPacts(on router: RouterGroup<SignedInContext>) {
        router.get(RunbooksRoutes.pacts, use: pactsPage)
        router.post(RunbooksRoutes.pacts, use: addPact)
        router.post(RunbooksRoutes.pact, use: changePact)
        router.post(RunbooksRoutes.markPact, use: markPact)
        router.post(RunbooksRoutes.keepPact, use: keepPact)
        router.post(RunbooksRoutes.deletePact, use: deletePact)
    }

    @Sendable func pactsPage(_ request: Request, context: SignedInContext) async throws -> Response {
        try await renderPacts(request, context, user: context.user)
    }

    private func renderPacts(
        _ request: Request, _ context: SignedInContext, user: User, refused: PactsView.Refused? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = try await database.pactsPage(owner: user.id)
        return Pages.render("Pacts", request: request, context: context, status: status) {
            PactsView(model: .init(csrf: context.csrfToken, page: page, refused: refused))
        }
    }

    @Sendable func addPact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let fields = try PactFields(form)
            let pact = try await database.addPact(owner: user.id, kind: fields.kind, terms: fields.terms, delayHours: fields.delayHours)
            return .seeOther(RunbooksRoutes.pacts.href, flash: .success("Made the pact “\(pact.terms.text)”.", undo: true))
        } catch let error as AlmanacError {
            return try await renderPacts(
                request, context, user: user, refused: .init(pactId: nil, form: form, error: error), status: .badRequest)
        }
    }

    @Sendable func changePact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        do {
            let current = try await database.pact(owner: user.id, id: id)
            let fields = try PactFields(form, kind: current.kind)
            let outcome = try await database.changePact(owner: user.id, id: id, terms: fields.terms, delayHours: fields.delayHours)
            let message =
                outcome.tookEffect
                ? "Saved “\(outcome.pact.terms.text)”: it is stricter or the same, so it holds now."
                : "Loosening waits the delay you chose: it takes effect \(PactsView.when(outcome.pact.pending?.effectiveAt ?? Date(), user.preferences.zone))."
            return .seeOther(RunbooksRoutes.pacts.href, flash: .success(message, undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderPacts(
                request, context, user: user, refused: .init(pactId: id, form: form, error: error), status: .badRequest)
        }
    }

    @Sendable func markPact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        return try await .formAction(back: RunbooksRoutes.pacts.href) {
            let fields = try PactMarkFields(form)
            let mark = try await database.markPact(owner: user.id, id: id, day: fields.day, kept: fields.kept, reason: fields.reason)
            await announceBroken(mark, pactId: id, owner: user.id, logger: context.logger)
            return .seeOther(
                RunbooksRoutes.pacts.href, flash: .success("\(Dates.short(mark.day)): \(mark.kept ? "kept" : "broken"), noted.", undo: true)
            )
        }
    }

    /// A day marked broken goes to the person's webhook, if they set one (Settings), before the
    /// answer: the mark is saved whatever the webhook does.
    func announceBroken(_ mark: PactMark, pactId: String, owner: String, logger: Logger) async {
        guard !mark.kept, let pact = try? await database.pact(owner: owner, id: pactId),
            let address = try? await database.systemSettings(owner: owner).webhookURL
        else { return }
        await outbound.deliver(.pactBroken(pact, mark, at: database.now()), to: address, logger: logger)
    }

    @Sendable func keepPact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        return try await .formAction(back: RunbooksRoutes.pacts.href) {
            let pact = try await database.keepPact(owner: user.id, id: id)
            return .seeOther(RunbooksRoutes.pacts.href, flash: .success("“\(pact.terms.text)” stays as it is.", undo: true))
        }
    }

    @Sendable func deletePact(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        return try await .formAction(back: RunbooksRoutes.pacts.href) {
            let pact = try await database.deletePact(owner: user.id, id: id)
            let when = PactsView.when(pact.pending?.effectiveAt ?? Date(), user.preferences.zone)
            return .seeOther(
                RunbooksRoutes.pacts.href, flash: .success("“\(pact.terms.text)” goes \(when), after the delay you chose.", undo: true))
        }
    }
}

import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// Lifts: sessions, sets recorded from the clip's stream (an uploaded or pasted file, or live
/// from the clip where the browser can read it), each set's reps, velocity and advice, the
/// load–velocity profile, and set templates (pages and API).
struct LiftsController {
    let database: AppDatabase

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(LiftsRoutes.home, use: homePage)
        router.get(LiftsRoutes.record, use: recordPage)
        router.post(LiftsRoutes.record, use: recordSet)
        router.get(LiftsRoutes.session, use: sessionPage)
        router.post(LiftsRoutes.deleteSession, use: deleteSession)
        router.get(LiftsRoutes.set, use: setPage)
        router.get(LiftsRoutes.setStream, use: setStream)
        router.post(LiftsRoutes.deleteSet, use: deleteSet)
        router.post(LiftsRoutes.reanalyzeSet, use: reanalyzeSet)
        router.get(LiftsRoutes.profile, use: profilePage)
        router.post(LiftsRoutes.templates, use: createTemplate)
        router.post(LiftsRoutes.deleteTemplate, use: deleteTemplate)
        router.post(LiftsRoutes.template, use: updateTemplate)
        router.post(LiftsRoutes.moveTemplate, use: moveTemplate)
        router.get(LiftsRoutes.settings, use: settingsPage)
        router.post(LiftsRoutes.settings, use: saveSettings)
        registerAPI(api)
    }

    /// A set as an API query or the CLI describes it; numbers checked against their ranges, the
    /// first wrong field's error thrown (the record form names every one: `LiftSetFields`).
    static func setInput(_ field: (String) -> String?, stream: String) throws -> LiftSetInput {
        try LiftSetFields(field, stream: stream).firstProblem()
    }

    // MARK: Pages

    @Sendable func homePage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await renderHome(request, context, user: user)
    }

    /// The home page; after a refused template form, with that form open (`editing`: the template
    /// being changed, nil for a new one), its values kept and the error shown.
    private func renderHome(
        _ request: Request, _ context: SignedInContext, user: User, template: FormData? = nil, editing: String? = nil,
        error: AlmanacError? = nil
    ) async throws -> Response {
        let page = try await database.liftsHomePage(owner: user.id)
        let model = LiftsHomeView.Model(
            csrf: context.csrfToken, page: page, templateForm: template ?? FormData([]), editing: editing, error: error)
        return Pages.render("Lifts", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            LiftsHomeView(model: model)
        }
    }

    @Sendable func recordPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        return try await renderRecord(
            request, context, user: user, sessionId: query.optional("session"), values: nil, template: query.optional("template"))
    }

    private func renderRecord(
        _ request: Request, _ context: SignedInContext, user: User, sessionId: String?, values: [String: String]?,
        template: String? = nil,
        error: AlmanacError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = try await database.liftRecordPage(owner: user.id, sessionId: sessionId)
        var fields = values ?? [:]
        if values == nil {
            // A template, else the last set, fills the form.
            if let chosen = page.templates.first(where: { $0.id == template }) {
                fields = [
                    "lift": chosen.kind.rawValue, "name": chosen.name, "load": NumberText.plain(chosen.loadKg),
                    "goalReps": String(chosen.goalReps),
                ]
            } else if let last = page.lastSet {
                fields = [
                    "lift": last.kind.rawValue, "name": last.name, "load": NumberText.plain(last.loadKg),
                    "goalReps": last.goalReps.map(String.init) ?? "",
                ]
            }
        }
        let model = LiftRecordView.Model(csrf: context.csrfToken, page: page, values: fields, error: error)
        return Pages.render("Record a set", request: request, context: context, status: status) { LiftRecordView(model: model) }
    }

    /// The record form (multipart/form-data, so a file can come with it; the CSRF token rides in
    /// the query). The stream is the chosen file, else the text area.
    @Sendable func recordSet(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        var values: [String: String] = [:]
        var sessionId: String?
        do {
            guard let boundary = MultipartForm.boundary(fromContentType: request.headers[.contentType]) else {
                throw AlmanacError.unsupportedMedia(field: "stream", message: "Send the set with the form (multipart/form-data).")
            }
            let body = try await Body.bytes(request, limit: LiftLimits.streamBytes + 1024 * 1024, tooLarge: LiftLimits.tooLargeMessage)
            let fields = LiftRecordFields(try MultipartForm(Data(body.readableBytesView), boundary: boundary))
            (values, sessionId) = (fields.values, fields.sessionId)
            let input = try fields.input()
            let set = try await database.recordLiftSet(owner: user.id, sessionId: sessionId, input)
            let advice = set.adviceCount == 0 ? "" : " \(set.adviceCount) piece\(set.adviceCount == 1 ? "" : "s") of advice."
            return .seeOther(
                LiftsRoutes.set.href(set.id), flash: .success("Recorded \(set.reps) rep\(set.reps == 1 ? "" : "s").\(advice)", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            let status = ErrorMiddleware.classify(error).0
            return try await renderRecord(request, context, user: user, sessionId: sessionId, values: values, error: error, status: status)
        }
    }

    @Sendable func sessionPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.liftSessionPage(owner: user.id, id: try context.parameters.require("id"))
        return Pages.render(page.session.name, request: request, context: context) {
            LiftSessionView(model: .init(csrf: context.csrfToken, session: page))
        }
    }

    @Sendable func deleteSession(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let session = try await database.deleteLiftSession(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(LiftsRoutes.home.href, flash: .success("Deleted the session “\(session.name)”.", undo: true))
    }

    @Sendable func setPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = try await database.liftSetPage(owner: user.id, id: try context.parameters.require("id"))
        let stream = LiftStream.parse(page.stream, options: StreamOptions(rateHz: page.set.rateHz, unit: page.set.unit))
        let model = LiftSetView.Model(
            csrf: context.csrfToken, page: page, analysis: page.set.result, traces: LiftAnalyzer.trace(stream, rateHz: page.set.rateHz),
            tilts: stream.tilts, zone: user.preferences.zone)
        return Pages.render("\(page.set.name) · set \(page.set.position + 1)", request: request, context: context) {
            LiftSetView(model: model)
        }
    }

    @Sendable func setStream(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        var response = Response.text(try await database.liftStream(owner: user.id, setId: id))
        response.headers[.contentDisposition] = "attachment; filename=\"set-\(id.suffix(8)).txt\""
        return response
    }

    @Sendable func deleteSet(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let set = try await database.deleteLiftSet(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(LiftsRoutes.session.href(set.sessionId), flash: .success("Deleted the set of \(set.name).", undo: true))
    }

    @Sendable func reanalyzeSet(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let sets = try await database.reanalyzeLiftSets(owner: user.id, ids: [try context.parameters.require("id")])
        return .seeOther(LiftsRoutes.set.href(sets[0].id), flash: .success("Analysed again: \(sets[0].reps) reps.", undo: true))
    }

    @Sendable func profilePage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.query
        let kind = try LiftKind.parse(query["lift"])
        let page = try await database.liftProfilePage(
            owner: user.id, kind: kind,
            minimumVelocity: try Quantity.liftMinimumVelocity.parse(optional: query["minimumVelocity"], field: "minimumVelocity"))
        return Pages.render("\(kind.name) profile", request: request, context: context) { LiftProfileView(model: .init(page: page)) }
    }

    @Sendable func createTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        do {
            let fields = try LiftTemplateFields(form)
            let template = try await database.addLiftTemplate(
                owner: user.id, name: fields.name, kind: fields.kind, loadKg: fields.loadKg, goalReps: fields.goalReps, sets: fields.sets)
            return .seeOther(LiftsRoutes.home.href.fragment("templates"), flash: .success("Added the template “\(template.name)”."))
        } catch let error as AlmanacError {
            return try await renderHome(request, context, user: user, template: form, error: error)
        }
    }

    /// Saves a template's edit form (every field is sent; a blank name is made from the numbers).
    @Sendable func updateTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let form = try await Body.form(from: request)
        do {
            let fields = try LiftTemplateFields(form)
            let template = try await database.updateLiftTemplate(
                owner: user.id, id: id, name: fields.name ?? "", kind: fields.kind, loadKg: fields.loadKg, goalReps: fields.goalReps,
                sets: fields.sets)
            return .seeOther(
                LiftsRoutes.home.href.fragment("templates"), flash: .success("Saved the template “\(template.name)”.", undo: true))
        } catch let error as AlmanacError {
            if case .notFound = error { throw error }
            return try await renderHome(request, context, user: user, template: form, editing: id, error: error)
        }
    }

    /// Moves a template one place up or down (`direction` up or down), like the Tasks lists.
    @Sendable func moveTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let up = OnePlaceMove(try await Body.form(from: request)).up
        let back = LiftsRoutes.home.href.fragment("templates")
        let templates = try await database.liftTemplates(owner: user.id)
        guard let index = templates.firstIndex(where: { $0.id == id }) else { throw AlmanacError.notFound("No template with id \(id).") }
        guard templates.indices.contains(up ? index - 1 : index + 1) else {
            return .seeOther(back, flash: .success("“\(templates[index].name)” is already \(up ? "first" : "last")."))
        }
        let template = try await database.moveLiftTemplate(owner: user.id, id: id, up: up)
        return .seeOther(back, flash: .success("Moved “\(template.name)” \(up ? "up" : "down").", undo: true))
    }

    // MARK: Settings

    @Sendable func settingsPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let kind = try LiftKind.parse(request.query["lift"])
        return try await renderSettings(request, context, user: user, kind: kind)
    }

    private func renderSettings(
        _ request: Request, _ context: SignedInContext, user: User, kind: LiftKind, form: FormData? = nil, error: AlmanacError? = nil
    ) async throws -> Response {
        let page = try await database.liftSettingsPage(owner: user.id, kind: kind)
        let model = LiftSettingsView.Model(csrf: context.csrfToken, page: page, form: form, error: error)
        return Pages.render("\(kind.name) settings", request: request, context: context, status: error == nil ? .ok : .badRequest) {
            LiftSettingsView(model: model)
        }
    }

    /// Saves one lift's defaults (the form sends every field; a blank zone clears it).
    @Sendable func saveSettings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await Body.form(from: request)
        let kind = try LiftSettingsFields.kind(form)
        do {
            let change = try LiftSettingsFields(form).change
            try await database.setLiftDefaults(owner: user.id, kind: kind, change)
            return .seeOther(
                LiftsRoutes.settings.href(query: ["lift": kind.rawValue]),
                flash: .success("Saved the \(kind.name.lowercased()) settings.", undo: true))
        } catch let error as AlmanacError {
            return try await renderSettings(request, context, user: user, kind: kind, form: form, error: error)
        }
    }

    @Sendable func deleteTemplate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let template = try await database.deleteLiftTemplate(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(LiftsRoutes.home.href.fragment("templates"), flash: .success("Deleted “\(template.name)”.", undo: true))
    }
}

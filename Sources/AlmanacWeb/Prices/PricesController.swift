import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The price-per-unit calculator and saved comparisons (pages; the JSON API is in PricesAPI.swift).
/// Every rule (expressions, units, kinds, ranking) is Core's `PriceComparison`.
struct PricesController {
    let database: AppDatabase

    /// Core's rules, the same for everyone (the service worker precaches them).
    func registerOpen(on router: Router<AppRequestContext>) {
        router.get(PricesRoutes.rules, use: rules)
    }

    func register(on router: RouterGroup<SignedInContext>, api: RouterGroup<SignedInContext>) {
        router.get(PricesRoutes.calculator, use: calculatorPage)
        router.post(PricesRoutes.calculator, use: calculate)
        router.get(PricesRoutes.saved, use: savedPage)
        router.get(PricesRoutes.comparison, use: openSaved)
        router.post(PricesRoutes.comparison, use: calculateSaved)
        router.post(PricesRoutes.deleteComparison, use: deleteSaved)
        router.post(PricesRoutes.ranking, use: ranking)

        registerAPI(api)
    }

    // MARK: - Pages

    @Sendable func calculatorPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await render(request, context, form: PriceCalculatorForm(unitSystem: user.unitSystem), saved: nil)
    }

    @Sendable func calculate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = PriceCalculatorForm(form: try await Body.form(from: request), defaultUnitSystem: user.unitSystem)
        return try await submit(request, context, form: form, user: user, saved: nil)
    }

    @Sendable func openSaved(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let saved = try await database.comparisonPage(owner: user.id, id: try context.parameters.require("id"))
        return try await render(request, context, form: PriceCalculatorForm(saved: saved), saved: saved)
    }

    @Sendable func calculateSaved(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let saved = try await database.savedComparison(owner: user.id, id: try context.parameters.require("id"))
        let form = PriceCalculatorForm(form: try await Body.form(from: request), defaultUnitSystem: user.unitSystem)
        return try await submit(request, context, form: form, user: user, saved: saved)
    }

    /// Applies the pressed button to the form's state and renders the result; Save writes and
    /// redirects. A refused step shows the page again with the error at its field (400).
    private func submit(
        _ request: Request, _ context: SignedInContext, form: PriceCalculatorForm, user: User, saved: SavedComparison?
    ) async throws -> Response {
        var form = form
        do {
            try form.apply()
            if form.action == .save {
                let written =
                    if let saved {
                        try await database.updateComparison(owner: user.id, id: saved.id, name: form.comparisonName, request: form.request)
                    } else {
                        try await database.saveComparison(owner: user.id, name: form.comparisonName, request: form.request)
                    }
                let message = saved == nil ? "Saved “\(written.name)”." : "Saved the changes to “\(written.name)”."
                return .seeOther(PricesRoutes.comparison.href(written.id), flash: .success(message, undo: saved != nil))
            }
            return try await render(request, context, form: form, saved: saved)
        } catch let error as AlmanacError {
            return try await render(request, context, form: form, saved: saved, error: error, status: .badRequest)
        }
    }

    private func render(
        _ request: Request, _ context: SignedInContext, form: PriceCalculatorForm, saved: SavedComparison?,
        error: AlmanacError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        var model = PriceCalculatorView.Model(csrf: context.csrfToken, form: form, savedId: saved?.id, savedName: saved?.name)
        model.apply(error)
        do throws(AlmanacError) {
            model.result = try form.rank()
        } catch {
            model.apply(error)
        }
        let title = saved?.name ?? "Prices"
        return Pages.render(title, request: request, context: context, status: status) { PriceCalculatorView(model: model) }
    }

    /// The ranking of the form as it is, with the product being typed as a preview: the markup
    /// prices.js puts in the page as you type (the server renders every ranked row).
    @Sendable func ranking(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = PriceCalculatorForm(form: try await Body.form(from: request), defaultUnitSystem: user.unitSystem)
        var model = PriceCalculatorView.Model(csrf: context.csrfToken, form: form)
        model.rankLive()
        return .html(PriceLiveRanking(model: model).render())
    }

    /// Core's rules as JSON (`PriceRules.current` with a version): the same for every user, so the
    /// service worker precaches it and the calculator ranks without a network.
    @Sendable func rules(_ request: Request, context: AppRequestContext) async throws -> Response {
        var response = Response.text(
            String(decoding: PricesRulesDocument.data, as: UTF8.self), contentType: "application/json; charset=utf-8")
        response.headers[.cacheControl] = "no-cache"
        return response
    }

    @Sendable func savedPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let saved = try await database.savedComparisonsPage(owner: user.id).comparisons
        let rows = saved.map { SavedComparisonsView.Row(saved: $0, result: try? PriceComparison.rank($0.request)) }
        return Pages.render("Saved comparisons", request: request, context: context) {
            SavedComparisonsView(model: .init(csrf: context.csrfToken, rows: rows))
        }
    }

    @Sendable func deleteSaved(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let deleted = try await database.deleteComparison(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther(PricesRoutes.saved.href, flash: .success("Deleted “\(deleted.name)”.", undo: true))
    }
}

/// `PriceRules.current` with its version, a hash of the table: a release whose rules differ is a
/// new service worker (the hash is part of its version), so a device never ranks with old rules.
enum PricesRulesDocument {
    struct Document: Encodable {
        var version: String
        var rules: PriceRules
    }

    static let data: Data = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let table = (try? encoder.encode(PriceRules.current)) ?? Data()
        var hash = FNV1a()
        hash.add(table)
        return (try? encoder.encode(Document(version: hash.hex, rules: .current))) ?? Data()
    }()
}

import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The price-per-unit calculator, saved comparisons (pages) and their JSON API.
/// Every rule (expressions, units, kinds, ranking) is Core's `PriceComparison`; the page's
/// live updates call `POST /api/v1/prices/compare`, so there is one source of truth.
struct PricesController {
    let database: AppDatabase

    func register(on router: Router<AppRequestContext>, api: RouterGroup<AppRequestContext>) {
        router.get("/prices", use: calculatorPage)
        router.post("/prices", use: calculate)
        router.get("/prices/saved", use: savedPage)
        router.get("/prices/saved/{id}", use: openSaved)
        router.post("/prices/saved/{id}", use: calculateSaved)
        router.post("/prices/saved/{id}/delete", use: deleteSaved)

        api.post("/prices/compare", use: apiCompare)
        api.get("/prices/comparisons", use: apiList)
        api.post("/prices/comparisons", use: apiCreate)
        api.get("/prices/comparisons/{id}", use: apiGet)
        api.put("/prices/comparisons/{id}", use: apiUpdate)
        api.delete("/prices/comparisons/{id}", use: apiDelete)
    }

    static let apiOperations: [APIOperation] = [
        .init(
            .post, "/prices/compare",
            "Rank products by price per unit. Prices and quantities are text and may be arithmetic (\"12.99/2\", \"6x330\"); unitSystem defaults to the user's setting. Errors name the product and field (products[2].unit).",
            request: PricesJSON.compareRequest, response: PricesJSON.result),
        .init(
            .get, "/prices/comparisons", "The saved comparisons, most recently changed first, each with its ranking",
            response: .array(PricesJSON.saved)),
        .init(.post, "/prices/comparisons", "Save a comparison", request: PricesJSON.saveRequest, response: PricesJSON.saved, status: 201),
        .init(.get, "/prices/comparisons/{id}", "One saved comparison with its ranking", response: PricesJSON.saved),
        .init(
            .put, "/prices/comparisons/{id}", "Replace a saved comparison's name, settings and products", request: PricesJSON.saveRequest,
            response: PricesJSON.saved),
        .init(.delete, "/prices/comparisons/{id}", "Delete a saved comparison (undoable with POST /undo)", status: 204),
    ]

    // MARK: - Pages

    @Sendable func calculatorPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try await render(request, context, form: PriceCalculatorForm(unitSystem: user.unitSystem), saved: nil)
    }

    @Sendable func calculate(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = PriceCalculatorForm(form: try await Body.form(from: request), defaultUnitSystem: user.unitSystem)
        return try await submit(request, context, form: form, user: user, saved: nil)
    }

    @Sendable func openSaved(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let saved = try await database.savedComparison(owner: user.id, id: try context.parameters.require("id"))
        return try await render(request, context, form: PriceCalculatorForm(saved: saved), saved: saved)
    }

    @Sendable func calculateSaved(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let saved = try await database.savedComparison(owner: user.id, id: try context.parameters.require("id"))
        let form = PriceCalculatorForm(form: try await Body.form(from: request), defaultUnitSystem: user.unitSystem)
        return try await submit(request, context, form: form, user: user, saved: saved)
    }

    /// Applies the pressed button to the form's state and renders the result; Save writes and
    /// redirects. A refused step shows the page again with the error at its field (400).
    private func submit(
        _ request: Request, _ context: AppRequestContext, form: PriceCalculatorForm, user: User, saved: SavedComparison?
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
                return .seeOther("/prices/saved/\(written.id)", flash: .success(message, undo: saved != nil))
            }
            return try await render(request, context, form: form, saved: saved)
        } catch let error as AlmanacError {
            return try await render(request, context, form: form, saved: saved, error: error, status: .badRequest)
        }
    }

    private func render(
        _ request: Request, _ context: AppRequestContext, form: PriceCalculatorForm, saved: SavedComparison?,
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

    @Sendable func savedPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let saved = try await database.savedComparisons(owner: user.id)
        let rows = saved.map { SavedComparisonsView.Row(saved: $0, result: try? PriceComparison.rank($0.request)) }
        return Pages.render("Saved comparisons", request: request, context: context) {
            SavedComparisonsView(model: .init(csrf: context.csrfToken, rows: rows))
        }
    }

    @Sendable func deleteSaved(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let deleted = try await database.deleteComparison(owner: user.id, id: try context.parameters.require("id"))
        return .seeOther("/prices/saved", flash: .success("Deleted “\(deleted.name)”.", undo: true))
    }

    // MARK: - API

    @Sendable func apiCompare(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(PricesJSON.CompareBody.self, from: request)
        let result = try PriceComparison.rank(
            products: body.products, unitSystem: body.unitSystem ?? user.unitSystem, displayUnit: body.displayUnit)
        return try .json(result)
    }

    @Sendable func apiList(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(try await database.savedComparisons(owner: user.id).map(PricesJSON.Saved.init))
    }

    @Sendable func apiCreate(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await Body.json(PricesJSON.SaveBody.self, from: request)
        let saved = try await database.with(origin: .api).saveComparison(
            owner: user.id, name: body.name, request: body.request(default: user.unitSystem))
        return try .json(PricesJSON.Saved(saved), status: .created)
    }

    @Sendable func apiGet(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        return try .json(PricesJSON.Saved(try await database.savedComparison(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiUpdate(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.parameters.require("id")
        let body = try await Body.json(PricesJSON.SaveBody.self, from: request)
        let saved = try await database.with(origin: .api).updateComparison(
            owner: user.id, id: id, name: body.name, request: body.request(default: user.unitSystem))
        return try .json(PricesJSON.Saved(saved))
    }

    @Sendable func apiDelete(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await database.with(origin: .api).deleteComparison(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }
}

/// The JSON shapes of the prices API and their OpenAPI schemas.
enum PricesJSON {
    struct CompareBody: Decodable {
        var unitSystem: UserPreferences.UnitSystem?
        var products: [ProductInput]
        var displayUnit: String?
    }

    struct SaveBody: Decodable {
        var name: String
        var unitSystem: UserPreferences.UnitSystem?
        var products: [ProductInput]
        var displayUnit: String?

        func request(default system: UserPreferences.UnitSystem) -> PriceComparisonRequest {
            PriceComparisonRequest(unitSystem: unitSystem ?? system, products: products, displayUnit: displayUnit)
        }
    }

    struct Saved: Encodable {
        var id: String
        var name: String
        var unitSystem: UserPreferences.UnitSystem
        var displayUnit: String?
        var createdAt: Date
        var updatedAt: Date
        /// As typed.
        var products: [ProductInput]
        /// Nil only if the rules changed since it was saved and it no longer ranks.
        var result: AlmanacCore.ComparisonResult?

        init(_ saved: SavedComparison) {
            id = saved.id
            name = saved.name
            unitSystem = saved.comparison.unitSystem
            displayUnit = saved.comparison.displayUnit
            createdAt = saved.comparison.createdAt
            updatedAt = saved.comparison.updatedAt
            products = saved.products.map(\.input)
            result = try? PriceComparison.rank(saved.request)
        }
    }

    static let unitSystem = Schema.enumeration(UserPreferences.UnitSystem.allCases.map(\.rawValue))
    static let productInput = Schema.object(
        ["name": .string, "store": .string, "price": .string, "quantity": .string, "unit": .string],
        required: ["price", "quantity", "unit"])
    static let compareRequest = Schema.object(
        ["unitSystem": unitSystem, "products": .array(productInput), "displayUnit": .string], required: ["products"])
    static let saveRequest = Schema.object(
        ["name": .string, "unitSystem": unitSystem, "products": .array(productInput), "displayUnit": .string],
        required: ["name", "products"])
    static let rankedProduct = Schema.object(
        [
            "index": .integer, "name": .string, "store": .string, "price": .decimal, "priceText": .string,
            "quantity": .decimal, "unit": .string, "pricePerDisplayUnit": .decimal, "pricePerDisplayUnitText": .string,
            "displayUnit": .string, "percentAboveBest": .integer, "rank": .integer, "isBest": .boolean,
        ],
        required: [
            "index", "price", "priceText", "quantity", "unit", "pricePerDisplayUnit", "pricePerDisplayUnitText", "displayUnit",
            "percentAboveBest", "rank", "isBest",
        ])
    static let result = Schema.object(
        [
            "kind": .enumeration(QuantityKind.allCases.map(\.rawValue)), "countUnit": .string, "displayUnit": .string,
            "displayUnits": .array(.string), "products": .array(rankedProduct),
        ],
        required: ["kind", "displayUnit", "displayUnits", "products"])
    static let saved = Schema.object(
        [
            "id": .string, "name": .string, "unitSystem": unitSystem, "displayUnit": .string, "createdAt": .dateTime,
            "updatedAt": .dateTime, "products": .array(productInput), "result": result,
        ],
        required: ["id", "name", "unitSystem", "createdAt", "updatedAt", "products"])
}

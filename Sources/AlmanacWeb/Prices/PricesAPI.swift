import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The Prices JSON API: rank products, and the saved comparisons.
extension PricesController {
    func registerAPI(_ api: RouterGroup<SignedInContext>) {
        api.post(PricesRoutes.API.compare, use: apiCompare)
        api.get(PricesRoutes.API.comparisons, use: apiList)
        api.post(PricesRoutes.API.comparisons, use: apiCreate)
        api.get(PricesRoutes.API.comparison, use: apiGet)
        api.put(PricesRoutes.API.comparison, use: apiUpdate)
        api.delete(PricesRoutes.API.comparison, use: apiDelete)
    }

    static let apiOperations: [APIOperation] = [
        .init(
            .post, PricesRoutes.API.compare,
            "Rank products by price per unit. Prices and quantities are text and may be arithmetic (\"12.99/2\", \"6x330\"); unitSystem defaults to the user's setting. Errors name the product and field (products[2].unit).",
            request: PricesJSON.compareRequest, response: PricesJSON.result),
        .init(
            .get, PricesRoutes.API.comparisons, "The saved comparisons, most recently changed first, each with its ranking",
            response: .array(PricesJSON.saved)),
        .init(
            .post, PricesRoutes.API.comparisons, "Save a comparison", request: PricesJSON.saveRequest, response: PricesJSON.saved,
            status: 201),
        .init(.get, PricesRoutes.API.comparison, "One saved comparison with its ranking", response: PricesJSON.saved),
        .init(
            .put, PricesRoutes.API.comparison, "Replace a saved comparison's name, settings and products", request: PricesJSON.saveRequest,
            response: PricesJSON.saved),
        .init(.delete, PricesRoutes.API.comparison, "Delete a saved comparison (undoable with POST /undo)", status: 204),
    ]

    @Sendable func apiCompare(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PricesJSON.CompareBody.self, from: request)
        let result = try PriceComparison.rank(
            products: body.products, unitSystem: body.unitSystem ?? user.unitSystem, displayUnit: body.displayUnit)
        return try .json(result)
    }

    @Sendable func apiList(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(try await database.savedComparisons(owner: user.id).map(PricesJSON.Saved.init))
    }

    @Sendable func apiCreate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await Body.json(PricesJSON.SaveBody.self, from: request)
        let saved = try await database.with(origin: .api).saveComparison(
            owner: user.id, name: body.name, request: body.request(default: user.unitSystem))
        return try .json(PricesJSON.Saved(saved), status: .created)
    }

    @Sendable func apiGet(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try .json(PricesJSON.Saved(try await database.savedComparison(owner: user.id, id: try context.parameters.require("id"))))
    }

    @Sendable func apiUpdate(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try context.parameters.require("id")
        let body = try await Body.json(PricesJSON.SaveBody.self, from: request)
        let saved = try await database.with(origin: .api).updateComparison(
            owner: user.id, id: id, name: body.name, request: body.request(default: user.unitSystem))
        return try .json(PricesJSON.Saved(saved))
    }

    @Sendable func apiDelete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await database.with(origin: .api).deleteComparison(owner: user.id, id: try context.parameters.require("id"))
        return .noContent()
    }
}

/// The JSON shapes of the prices API and their OpenAPI schemas (the CLI's `--json` prints them too).
public enum PricesJSON {
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

    public struct Saved: Encodable {
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

        public init(_ saved: SavedComparison) {
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
        [
            "unitSystem": unitSystem, "products": .sizedArray(productInput, min: 1, max: PriceComparison.maximumProducts),
            "displayUnit": .string,
        ], required: ["products"])
    static let saveRequest = Schema.object(
        [
            "name": .nonBlank, "unitSystem": unitSystem,
            "products": .sizedArray(productInput, min: 1, max: PriceComparison.maximumProducts), "displayUnit": .string,
        ],
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

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
            request: PricesJSON.CompareBody.schema, response: AlmanacCore.ComparisonResult.schema),
        .init(
            .get, PricesRoutes.API.comparisons, "The saved comparisons, most recently changed first, each with its ranking",
            response: .array(PricesJSON.Saved.schema)),
        .init(
            .post, PricesRoutes.API.comparisons, "Save a comparison", request: PricesJSON.SaveBody.schema,
            response: PricesJSON.Saved.schema,
            status: 201),
        .init(.get, PricesRoutes.API.comparison, "One saved comparison with its ranking", response: PricesJSON.Saved.schema),
        .init(
            .put, PricesRoutes.API.comparison, "Replace a saved comparison's name, settings and products",
            request: PricesJSON.SaveBody.schema,
            response: PricesJSON.Saved.schema),
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

/// The JSON shapes of the prices API (the CLI's `--json` prints them too); each schema is derived
/// from its type (`APIType`).
public enum PricesJSON {
    struct CompareBody: APIType, Codable {
        var unitSystem: UserPreferences.UnitSystem?
        var products: [ProductInput]
        var displayUnit: String?
        static let fieldNotes: [String: Schema] = ["products": productList]
    }

    /// At least one product, at most `PriceComparison.maximumProducts`.
    static let productList = Schema.sizedArray(ProductInput.schema, min: 1, max: PriceComparison.maximumProducts)

    struct SaveBody: APIType, Codable {
        var name: String
        var unitSystem: UserPreferences.UnitSystem?
        var products: [ProductInput]
        var displayUnit: String?

        func request(default system: UserPreferences.UnitSystem) -> PriceComparisonRequest {
            PriceComparisonRequest(unitSystem: unitSystem ?? system, products: products, displayUnit: displayUnit)
        }
        static let fieldNotes: [String: Schema] = ["name": .nonBlank, "products": productList]
    }

    public struct Saved: APIType, Encodable {
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
    }
}

extension PricesJSON.Saved {
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

    /// A saved comparison with a name, a display unit and a ranking (`ComparisonResult.specimen`).
    static var specimen: PricesJSON.Saved {
        get throws {
            PricesJSON.Saved(
                id: "", name: "", unitSystem: .metric, displayUnit: "", createdAt: Date(timeIntervalSince1970: 0),
                updatedAt: Date(timeIntervalSince1970: 0), products: [try ProductInput.specimen],
                result: try AlmanacCore.ComparisonResult.specimen)
        }
    }
}

/// The products as typed, and the ranking as Core encodes it (prices as decimal text).
extension ProductInput: APIType {}

extension RankedProduct: APIType {
    static let fieldNotes: [String: Schema] = ["price": .decimal, "quantity": .decimal, "pricePerDisplayUnit": .decimal]
}

extension AlmanacCore.ComparisonResult: APIType {
    /// A ranking by a named count (by roll), so `countUnit` is there, of a product with a name and a store.
    static var specimen: AlmanacCore.ComparisonResult {
        get throws {
            try PriceComparison.rank(
                products: [ProductInput(name: "Paper", store: "Corner shop", price: "3", quantity: "4", unit: "roll")],
                unitSystem: .metric, displayUnit: nil)
        }
    }
}

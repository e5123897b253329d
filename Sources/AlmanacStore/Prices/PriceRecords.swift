import AlmanacCore
import Foundation
import GRDB

/// A saved comparison ("Olive oil"): its name, unit system and chosen display unit.
public struct PriceComparisonRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "price_comparisons"
    public var id: String
    public var ownerId: String
    public var name: String
    public var unitSystem: UserPreferences.UnitSystem
    /// As chosen ("100 g"); nil for the default of the kind and unit system.
    public var displayUnit: String?
    public var createdAt: Date
    public var updatedAt: Date
}

/// One product of a saved comparison, exactly as typed.
public struct PriceProductRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "price_products"
    public var id: String
    public var ownerId: String
    public var comparisonId: String
    /// 0-based; the first product fixes the comparison's kind.
    public var position: Int
    public var name: String?
    public var store: String?
    public var price: String
    public var quantity: String
    public var unit: String

    public var input: ProductInput {
        ProductInput(name: name, store: store, price: price, quantity: quantity, unit: unit)
    }
}

/// A saved comparison with its products in order.
public struct SavedComparison: Sendable, Equatable {
    public var comparison: PriceComparisonRecord
    public var products: [PriceProductRecord]

    public var id: String { comparison.id }
    public var name: String { comparison.name }

    /// What `PriceComparison.rank` needs to show this comparison again.
    public var request: PriceComparisonRequest {
        PriceComparisonRequest(
            unitSystem: comparison.unitSystem, products: products.map(\.input), displayUnit: comparison.displayUnit)
    }
}

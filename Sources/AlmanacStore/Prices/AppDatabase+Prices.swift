import AlmanacCore
import Foundation
import GRDB

extension AppDatabase {
    /// Saves a new comparison. The products must rank (every price, quantity and unit reads, and
    /// all share the first product's kind), so a saved comparison always opens with a result.
    public func saveComparison(owner: String, name: String, request: PriceComparisonRequest) async throws -> SavedComparison {
        let (title, request) = try Self.validatedComparison(name: name, request: request)
        return try await write(owner: owner) { batch in
            let comparison = PriceComparisonRecord(
                id: UUIDv7.make(at: batch.now), ownerId: owner, name: title, unitSystem: request.unitSystem,
                displayUnit: request.displayUnit, createdAt: batch.now, updatedAt: batch.now)
            try batch.insert(comparison)
            _ = try Self.insertProducts(request.products, of: comparison, batch: batch)
            batch.describe("Saved the comparison “\(title)”")
            return try Self.stored(comparison.id, owner: owner, db: batch.db)
        }
    }

    /// Replaces a saved comparison's name, settings and products (one undoable change).
    public func updateComparison(owner: String, id: String, name: String, request: PriceComparisonRequest) async throws -> SavedComparison {
        let (title, request) = try Self.validatedComparison(name: name, request: request)
        return try await write(owner: owner) { batch in
            var comparison = try PriceComparisonRecord.owned(id, by: owner, in: batch.db, what: "saved comparison")
            for product in try Self.products(of: id, owner: owner, db: batch.db) {
                try batch.delete(product)
            }
            comparison.name = title
            comparison.unitSystem = request.unitSystem
            comparison.displayUnit = request.displayUnit
            comparison.updatedAt = batch.now
            try batch.update(comparison)
            _ = try Self.insertProducts(request.products, of: comparison, batch: batch)
            batch.describe("Changed the comparison “\(title)”")
            return try Self.stored(comparison.id, owner: owner, db: batch.db)
        }
    }

    /// The user's saved comparisons, most recently changed first.
    public func savedComparisons(owner: String) async throws -> [SavedComparison] {
        try await read { db in
            let comparisons = try PriceComparisonRecord.fetchReadable(
                db, sql: "SELECT * FROM price_comparisons WHERE owner_id = ? ORDER BY updated_at DESC, id DESC", arguments: [owner])
            let products = try PriceProductRecord.fetchReadable(
                db, sql: "SELECT * FROM price_products WHERE owner_id = ? ORDER BY comparison_id, position", arguments: [owner])
            let byComparison = Dictionary(grouping: products, by: \.comparisonId)
            return comparisons.map { SavedComparison(comparison: $0, products: byComparison[$0.id] ?? []) }
        }
    }

    public func savedComparison(owner: String, id: String) async throws -> SavedComparison {
        try await read { db in try Self.stored(id, owner: owner, db: db) }
    }

    /// Deletes a comparison and its products in one batch, so one undo brings both back.
    @discardableResult
    public func deleteComparison(owner: String, id: String) async throws -> SavedComparison {
        try await write(owner: owner) { batch in
            let comparison = try PriceComparisonRecord.owned(id, by: owner, in: batch.db, what: "saved comparison")
            // Deleted explicitly (not by the foreign key's cascade) so the change log holds them.
            let products = try Self.products(of: id, owner: owner, db: batch.db)
            for product in products {
                try batch.delete(product)
            }
            try batch.delete(comparison)
            batch.describe("Deleted the comparison “\(comparison.name)”")
            return SavedComparison(comparison: comparison, products: products)
        }
    }

    // MARK: - Helpers

    static func validatedComparison(name: String, request: PriceComparisonRequest) throws -> (String, PriceComparisonRequest) {
        let title = try Validate.title(name, field: "name", max: Limits.nameLength)
        var request = request
        let display = request.displayUnit?.trimmingCharacters(in: .whitespacesAndNewlines)
        request.displayUnit = display?.isEmpty == false ? display : nil
        // The same rules as the calculator: a comparison that does not rank is not saved.
        let result = try PriceComparison.rank(request)
        // Stored by its canonical name ("per 100g" → "100 g") when one was chosen.
        if request.displayUnit != nil { request.displayUnit = result.displayUnit.id }
        return (title, request)
    }

    /// As stored (instants at the database's millisecond precision).
    static func stored(_ id: String, owner: String, db: any StoreDatabase) throws -> SavedComparison {
        let comparison = try PriceComparisonRecord.owned(id, by: owner, in: db, what: "saved comparison")
        return SavedComparison(comparison: comparison, products: try products(of: id, owner: owner, db: db))
    }

    static func products(of comparisonId: String, owner: String, db: any StoreDatabase) throws -> [PriceProductRecord] {
        try PriceProductRecord.fetchReadable(
            db, sql: "SELECT * FROM price_products WHERE owner_id = ? AND comparison_id = ? ORDER BY position",
            arguments: [owner, comparisonId])
    }

    static func insertProducts(_ inputs: [ProductInput], of comparison: PriceComparisonRecord, batch: ChangeBatch) throws
        -> [PriceProductRecord]
    {
        func trimmed(_ text: String?) -> String? {
            let value = text?.trimmingCharacters(in: .whitespacesAndNewlines)
            return value?.isEmpty == false ? value : nil
        }
        var records: [PriceProductRecord] = []
        for (position, input) in inputs.enumerated() {
            let record = PriceProductRecord(
                id: UUIDv7.make(at: batch.now), ownerId: comparison.ownerId, comparisonId: comparison.id, position: position,
                name: trimmed(input.name), store: trimmed(input.store),
                price: input.price.trimmingCharacters(in: .whitespacesAndNewlines),
                quantity: input.quantity.trimmingCharacters(in: .whitespacesAndNewlines),
                unit: input.unit.trimmingCharacters(in: .whitespacesAndNewlines))
            try batch.insert(record)
            records.append(record)
        }
        return records
    }
}

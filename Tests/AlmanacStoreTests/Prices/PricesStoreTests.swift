import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import GRDB
import Testing

private func oliveOil() -> PriceComparisonRequest {
    PriceComparisonRequest(
        unitSystem: .metric,
        products: [
            ProductInput(name: "Bertolli", store: "Lidl", price: "8.99", quantity: "750", unit: "ml"),
            ProductInput(name: "Monini", price: "12.99/2", quantity: "2 x 500", unit: "millilitres"),
        ],
        displayUnit: "per 100ml")
}

private func rowCount(_ database: AppDatabase, _ table: String) async throws -> Int {
    try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
}

@Suite struct PricesStoreTests {
    @Test func saveKeepsWhatWasTypedAndOpensWithTheSameText() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        let saved = try await database.saveComparison(owner: user.id, name: "  Olive oil ", request: oliveOil())
        #expect(saved.name == "Olive oil")
        let opened = try await database.savedComparison(owner: user.id, id: saved.id)
        #expect(opened == saved)
        #expect(opened.products.map(\.price) == ["8.99", "12.99/2"])
        #expect(opened.products.map(\.quantity) == ["750", "2 x 500"])
        #expect(opened.products.map(\.unit) == ["ml", "millilitres"])
        #expect(opened.products.map(\.store) == ["Lidl", nil])
        // The display unit is kept by its canonical name.
        #expect(opened.comparison.displayUnit == "100 ml")
        let result = try PriceComparison.rank(opened.request)
        #expect(result.products.map(\.name) == ["Monini", "Bertolli"])
        #expect(try await database.history(owner: user.id).first?.summary == "Saved the comparison “Olive oil”")
    }

    @Test func refusedComparisonsWriteNothing() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        var mixed = oliveOil()
        mixed.products.append(ProductInput(price: "3", quantity: "12", unit: "oz"))
        await #expect(throws: AlmanacError.invalid("products[2].unit", "oz is a mass; this comparison is by volume.")) {
            try await database.saveComparison(owner: user.id, name: "Oil", request: mixed)
        }
        await #expect(throws: AlmanacError.self) {
            try await database.saveComparison(owner: user.id, name: "   ", request: oliveOil())
        }
        await #expect(throws: AlmanacError.self) {
            try await database.saveComparison(owner: user.id, name: String(repeating: "x", count: 201), request: oliveOil())
        }
        await #expect(throws: AlmanacError.self) {
            try await database.saveComparison(owner: user.id, name: "Empty", request: .init(unitSystem: .metric, products: []))
        }
        var badDisplay = oliveOil()
        badDisplay.displayUnit = "kg"
        let error = await #expect(throws: AlmanacError.self) {
            try await database.saveComparison(owner: user.id, name: "Oil", request: badDisplay)
        }
        #expect(error?.field == "displayUnit")
        #expect(try await rowCount(database, "price_comparisons") == 0)
        #expect(try await rowCount(database, "price_products") == 0)
        #expect(try await database.history(owner: user.id).isEmpty)
    }

    @Test func updateReplacesProductsAndUndoRestoresTheOldOnes() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        let saved = try await database.saveComparison(owner: user.id, name: "Olive oil", request: oliveOil())
        let changed = PriceComparisonRequest(
            unitSystem: .us, products: [ProductInput(price: "9.49", quantity: "25.3", unit: "fl oz")], displayUnit: nil)
        let updated = try await database.updateComparison(owner: user.id, id: saved.id, name: "Oil (US)", request: changed)
        #expect(updated.id == saved.id)
        let opened = try await database.savedComparison(owner: user.id, id: saved.id)
        #expect(opened.name == "Oil (US)")
        #expect(opened.comparison.unitSystem == .us && opened.comparison.displayUnit == nil)
        #expect(opened.products.map(\.unit) == ["fl oz"])
        #expect(opened.comparison.createdAt == saved.comparison.createdAt)

        let undone = try await database.undoLastChange(owner: user.id)
        #expect(undone?.summary == "Changed the comparison “Oil (US)”")
        #expect(try await database.savedComparison(owner: user.id, id: saved.id) == saved)
    }

    @Test func deleteTakesTheProductsAlongAndUndoBringsAllBack() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        let saved = try await database.saveComparison(owner: user.id, name: "Olive oil", request: oliveOil())
        let other = try await database.saveComparison(
            owner: user.id, name: "Rice",
            request: .init(
                unitSystem: .metric, products: [ProductInput(price: "1.99", quantity: "1", unit: "kg")]))
        try await database.deleteComparison(owner: user.id, id: saved.id)
        #expect(try await database.savedComparisons(owner: user.id).map(\.name) == ["Rice"])
        #expect(try await rowCount(database, "price_products") == 1)
        await #expect(throws: AlmanacError.notFound("No saved comparison with id \(saved.id).")) {
            try await database.savedComparison(owner: user.id, id: saved.id)
        }

        let undone = try await database.undoLastChange(owner: user.id)
        #expect(undone?.summary == "Deleted the comparison “Olive oil”")
        #expect(try await database.savedComparison(owner: user.id, id: saved.id) == saved)
        #expect(Set(try await database.savedComparisons(owner: user.id).map(\.id)) == [saved.id, other.id])
    }

    @Test func undoingASaveRemovesTheComparisonAndItsProducts() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        _ = try await database.saveComparison(owner: user.id, name: "Olive oil", request: oliveOil())
        _ = try await database.undoLastChange(owner: user.id)
        #expect(try await rowCount(database, "price_comparisons") == 0)
        #expect(try await rowCount(database, "price_products") == 0)
    }

    @Test func anotherUsersComparisonIsNotFoundAndUntouched() async throws {
        let (database, ada) = try await makeDatabaseWithUser("ada")
        let bob = try await database.createUser(username: "bob", password: "long enough", timeZone: "UTC")
        let saved = try await database.saveComparison(owner: ada.id, name: "Olive oil", request: oliveOil())
        await #expect(throws: AlmanacError.self) { try await database.savedComparison(owner: bob.id, id: saved.id) }
        await #expect(throws: AlmanacError.self) {
            try await database.updateComparison(owner: bob.id, id: saved.id, name: "Mine", request: oliveOil())
        }
        await #expect(throws: AlmanacError.self) { try await database.deleteComparison(owner: bob.id, id: saved.id) }
        await #expect(throws: AlmanacError.self) { try await database.deleteComparison(owner: ada.id, id: "no-such-id") }
        #expect(try await database.savedComparisons(owner: bob.id).isEmpty)
        #expect(try await database.savedComparison(owner: ada.id, id: saved.id) == saved)
        #expect(try await database.history(owner: bob.id).isEmpty)
    }

    @Test func listIsMostRecentlyChangedFirst() async throws {
        let (database, user) = try await makeDatabaseWithUser()
        let clock = TestClock(Date(timeIntervalSince1970: 1_780_000_000))
        let timed = database.with(now: { clock.now })
        let first = try await timed.saveComparison(owner: user.id, name: "First", request: oliveOil())
        clock.advance(60)
        _ = try await timed.saveComparison(owner: user.id, name: "Second", request: oliveOil())
        clock.advance(60)
        _ = try await timed.updateComparison(owner: user.id, id: first.id, name: "First again", request: oliveOil())
        #expect(try await database.savedComparisons(owner: user.id).map(\.name) == ["First again", "Second"])
    }

    @Test func exportAndImportCarrySavedComparisons() async throws {
        let (database, ada) = try await makeDatabaseWithUser("ada")
        let saved = try await database.saveComparison(owner: ada.id, name: "Olive oil", request: oliveOil())
        let export = try await database.exportAccount(owner: ada.id)
        #expect(export.tables["price_products"]?.count == 2)
        let other = try await makeDatabase()
        let newAda = try await other.createUser(username: "ada", password: "long enough", timeZone: "UTC")
        try await other.importAccount(owner: newAda.id, export)
        let imported = try await other.savedComparison(owner: newAda.id, id: saved.id)
        #expect(imported.request == saved.request)
    }
}

import AlmanacCore
import AlmanacStore
import Foundation

/// The calculator's whole state as one form carries it, so the page works without JavaScript:
/// the products so far in `products[i].price` etc. (hidden inputs), the product being typed in
/// `entry.price` etc., the settings, the comparison's name and the button that was pressed.
struct PriceCalculatorForm: Sendable {
    enum Action: Equatable, Sendable {
        case add
        case remove(Int)
        case edit(Int)
        case compare, save

        init(_ text: String?) {
            switch text ?? "" {
            case "add": self = .add
            case "save": self = .save
            case let value where value.hasPrefix("remove:"): self = Int(value.dropFirst(7)).map(Action.remove) ?? .compare
            case let value where value.hasPrefix("edit:"): self = Int(value.dropFirst(5)).map(Action.edit) ?? .compare
            default: self = .compare
            }
        }
    }

    static let productFields = ["name", "store", "price", "quantity", "unit"]

    var products: [ProductInput] = []
    var entry = ProductInput(price: "", quantity: "", unit: "")
    var unitSystem: UserPreferences.UnitSystem
    var displayUnit: String?
    var comparisonName = ""
    var action: Action = .compare

    init(unitSystem: UserPreferences.UnitSystem) {
        self.unitSystem = unitSystem
    }

    init(saved: SavedComparison) {
        products = saved.products.map(\.input)
        unitSystem = saved.comparison.unitSystem
        displayUnit = saved.comparison.displayUnit
        comparisonName = saved.name
        // The next product is most likely in the same unit.
        entry.unit = saved.products.last?.unit ?? ""
    }

    init(form: FormData, defaultUnitSystem: UserPreferences.UnitSystem) {
        unitSystem = form["unitSystem"].flatMap(UserPreferences.UnitSystem.init(rawValue:)) ?? defaultUnitSystem
        displayUnit = form.optional("displayUnit")
        comparisonName = form["comparisonName"] ?? ""
        action = Action(form["action"])
        entry = Self.product(from: form, prefix: "entry.")
        // Indices as sent, in order; gaps (a removed row) close up.
        let indices = Set(
            form.pairs.compactMap { key, _ -> Int? in
                guard key.hasPrefix("products["), let end = key.firstIndex(of: "]") else { return nil }
                return Int(key[key.index(key.startIndex, offsetBy: 9)..<end])
            })
        products = indices.sorted().prefix(PriceComparison.maximumProducts + 1).map { Self.product(from: form, prefix: "products[\($0)].") }
    }

    static func product(from form: FormData, prefix: String) -> ProductInput {
        ProductInput(
            name: form.optional(prefix + "name"), store: form.optional(prefix + "store"), price: form[prefix + "price"] ?? "",
            quantity: form[prefix + "quantity"] ?? "", unit: form[prefix + "unit"] ?? "")
    }

    var entryIsBlank: Bool {
        entry.price.trimmingCharacters(in: .whitespaces).isEmpty && entry.quantity.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var request: PriceComparisonRequest {
        PriceComparisonRequest(unitSystem: unitSystem, products: products, displayUnit: displayUnit)
    }

    /// Adds the entry after checking it as the server checks any product (it reads, and its unit
    /// fits the comparison); keeps the unit for the next one.
    mutating func addEntry() throws(AlmanacError) {
        _ = try PriceComparison.measureAll(products + [entry])
        products.append(entry)
        entry = ProductInput(price: "", quantity: "", unit: entry.unit)
    }

    /// Applies add, remove and edit; save and compare leave the products as they are.
    mutating func apply() throws(AlmanacError) {
        switch action {
        case .add:
            try addEntry()
        case .remove(let index):
            if products.indices.contains(index) { products.remove(at: index) }
        case .edit(let index):
            if products.indices.contains(index) { entry = products.remove(at: index) }
        case .save:
            // A product typed but not added yet is meant to be in what is saved.
            if !entryIsBlank { try addEntry() }
        case .compare:
            break
        }
    }

    /// The ranking of the products so far, or nil when there are none. A display unit that does
    /// not fit any more (the first product changed kind) falls back to the default.
    func rank() throws(AlmanacError) -> AlmanacCore.ComparisonResult? {
        guard !products.isEmpty else { return nil }
        do throws(AlmanacError) {
            return try PriceComparison.rank(request)
        } catch {
            guard error.field == "displayUnit" else { throw error }
            return try PriceComparison.rank(products: products, unitSystem: unitSystem)
        }
    }
}

import Foundation

/// One product as typed: price and quantity are expression text (`12.99/2`, `6x330`), unit is text.
public struct ProductInput: Codable, Equatable, Sendable {
    public var name: String?
    public var store: String?
    public var price: String
    public var quantity: String
    public var unit: String

    public init(name: String? = nil, store: String? = nil, price: String, quantity: String, unit: String) {
        self.name = name
        self.store = store
        self.price = price
        self.quantity = quantity
        self.unit = unit
    }
}

/// The body of `POST /api/v1/prices/compare` and of `almanac prices compare`.
public struct PriceComparisonRequest: Codable, Equatable, Sendable {
    public var unitSystem: UserPreferences.UnitSystem
    public var products: [ProductInput]
    /// "kg", "100 g", "fl oz"...; nil for the default of the kind and unit system.
    public var displayUnit: String?

    public init(unitSystem: UserPreferences.UnitSystem, products: [ProductInput], displayUnit: String? = nil) {
        self.unitSystem = unitSystem
        self.products = products
        self.displayUnit = displayUnit
    }
}

/// A product whose price, quantity and unit all read correctly.
public struct MeasuredProduct: Equatable, Sendable {
    /// Position in the input, 0-based like the request's `products` array.
    public let index: Int
    public let name: String?
    public let store: String?
    public let price: Decimal
    public let quantity: Decimal
    public let unit: PriceUnit
    /// The quantity in grams, millilitres or items, exactly.
    public var baseQuantity: Decimal { quantity * unit.baseFactor }
}

/// What a comparison is by, fixed by its first product: a kind, and for counts, what is counted
/// (generic items fit any count; the first named count, e.g. rolls, then excludes sheets).
public struct ComparisonBasis: Equatable, Sendable, CustomStringConvertible {
    public private(set) var kind: QuantityKind
    public private(set) var countUnit: PriceUnit

    public init(unit: PriceUnit) {
        kind = unit.kind
        // Named counts all have factor 1 and their noun as symbol, so the unit itself is the basis.
        countUnit = unit.isNamedCount ? unit : .item
    }

    /// "by mass", "by volume", "by item", "by roll".
    public var description: String {
        kind == .count ? "by \(countUnit.symbol)" : "by \(kind.rawValue)"
    }

    /// Accepts `unit` into the comparison (a named count narrows it) or says why not.
    public mutating func admit(_ unit: PriceUnit, field: String) throws(AlmanacError) {
        guard unit.kind == kind else {
            throw .invalid(field, "\(unit.symbol) is \(unit.kind.withArticle); this comparison is \(description).")
        }
        guard kind != .count || unit.isComparable(with: countUnit) else {
            throw .invalid(field, "\(unit.symbol) counts \(unit.countNoun ?? "")s; this comparison is \(description).")
        }
        if unit.isNamedCount { countUnit = unit }
    }
}

/// One product of a result, cheapest per unit first.
public struct RankedProduct: Equatable, Sendable {
    public let index: Int
    public let name: String?
    public let store: String?
    public let price: Decimal
    public let quantity: Decimal
    public let unit: PriceUnit
    /// Full precision; round only for display.
    public let pricePerDisplayUnit: Decimal
    /// Two decimals, or three significant digits under 0.1: "6.98", "0.0349".
    public let pricePerDisplayUnitText: String
    public let displayUnit: DisplayUnit
    /// How much more per unit than the best, in whole percent (0 for the best).
    public let percentAboveBest: Int
    /// 1-based; equal unit prices share a rank (1, 1, 3).
    public let rank: Int
    public let isBest: Bool

    /// The price for people: "6.50" for 12.99/2.
    public var priceText: String { price.priceText }
}

public struct ComparisonResult: Equatable, Sendable {
    public let kind: QuantityKind
    public let basis: ComparisonBasis
    public let displayUnit: DisplayUnit
    /// For the page's switch, the default first.
    public let displayUnits: [DisplayUnit]
    public let products: [RankedProduct]
}

public enum PriceComparison {
    public static let maximumProducts = 50

    /// Reads one product's fields; errors name the field as `products[index].price` etc.
    public static func measure(_ product: ProductInput, at index: Int) throws(AlmanacError) -> MeasuredProduct {
        let prefix = "products[\(index)]."
        let name = try optionalText(product.name, field: prefix + "name")
        let store = try optionalText(product.store, field: prefix + "store")
        let price = try QuantityExpression.evaluate(product.price, field: prefix + "price")
        guard price >= 0 else { throw .invalid(prefix + "price", "A price cannot be negative.") }
        // A free product would make every other one infinitely dearer; it needs no comparison.
        guard price > 0 else { throw .invalid(prefix + "price", "A price must be more than 0.") }
        let quantity = try QuantityExpression.evaluate(product.quantity, field: prefix + "quantity")
        guard quantity > 0 else { throw .invalid(prefix + "quantity", "The quantity must be more than 0.") }
        let unit = try PriceUnit.parse(product.unit, field: prefix + "unit")
        return MeasuredProduct(index: index, name: name, store: store, price: price, quantity: quantity, unit: unit)
    }

    /// Reads every product in order and checks they share the first one's kind: what the Add
    /// button and the server both check before a product joins a comparison.
    public static func measureAll(_ products: [ProductInput]) throws(AlmanacError) -> (basis: ComparisonBasis, products: [MeasuredProduct])
    {
        guard !products.isEmpty else { throw .invalid("products", "Add at least one product to compare.") }
        guard products.count <= maximumProducts else {
            throw .invalid("products", "A comparison holds at most \(maximumProducts) products, not \(products.count).")
        }
        var measured: [MeasuredProduct] = []
        var basis: ComparisonBasis?
        for (index, input) in products.enumerated() {
            let product = try measure(input, at: index)
            if basis == nil {
                basis = ComparisonBasis(unit: product.unit)
            } else {
                try basis!.admit(product.unit, field: "products[\(index)].unit")
            }
            measured.append(product)
        }
        return (basis!, measured)
    }

    public static func rank(_ request: PriceComparisonRequest) throws(AlmanacError) -> ComparisonResult {
        try rank(products: request.products, unitSystem: request.unitSystem, displayUnit: request.displayUnit)
    }

    /// Ranks products cheapest per unit first; ties keep input order and share a rank.
    /// `displayUnit` overrides the default (any unit of the comparison's kind, e.g. "100 g" or "lb").
    public static func rank(
        products: [ProductInput], unitSystem: UserPreferences.UnitSystem, displayUnit requested: String? = nil
    ) throws(AlmanacError) -> ComparisonResult {
        let (basis, measured) = try measureAll(products)
        let choices = DisplayUnit.choices(
            for: basis, unitSystem: unitSystem, includingImperial: measured.contains { $0.unit.isImperial })
        var display = choices[0]
        if let requested, !requested.trimmingCharacters(in: .whitespaces).isEmpty {
            display = try DisplayUnit.parse(requested, field: "displayUnit")
            guard display.unit.kind == basis.kind else {
                throw .invalid(
                    "displayUnit", "Per \(display.id) is for \(display.unit.kind.withArticle); this comparison is \(basis.description).")
            }
            if display.unit.kind == .count {
                // Per 10 items in a comparison of rolls means per 10 rolls.
                display = DisplayUnit(amount: display.baseQuantity, unit: basis.countUnit)
            }
        }

        // Cross-multiplied so equal unit prices compare equal without a rounded division.
        func isCheaper(_ a: MeasuredProduct, _ b: MeasuredProduct) -> Bool {
            a.price * b.baseQuantity < b.price * a.baseQuantity
        }
        let sorted = measured.sorted { a, b in
            isCheaper(a, b) || (!isCheaper(b, a) && a.index < b.index)
        }
        let best = sorted[0]
        var ranked: [RankedProduct] = []
        for (position, product) in sorted.enumerated() {
            let tiesEarlier = position > 0 && !isCheaper(sorted[position - 1], product)
            let rank = tiesEarlier ? ranked[position - 1].rank : position + 1
            let perUnit = (product.price * display.baseQuantity).dividedPrecisely(by: product.baseQuantity)
            let ratio = (product.price * best.baseQuantity).dividedPrecisely(by: best.price * product.baseQuantity)
            ranked.append(
                RankedProduct(
                    index: product.index, name: product.name, store: product.store, price: product.price,
                    quantity: product.quantity, unit: product.unit, pricePerDisplayUnit: perUnit,
                    pricePerDisplayUnitText: perUnit.priceText, displayUnit: display,
                    percentAboveBest: rank == 1 ? 0 : wholePercent((ratio - 1) * 100),
                    rank: rank, isBest: rank == 1))
        }
        return ComparisonResult(kind: basis.kind, basis: basis, displayUnit: display, displayUnits: choices, products: ranked)
    }

    /// Rounded half up; capped so absurd ratios cannot overflow `Int`.
    static func wholePercent(_ percent: Decimal) -> Int {
        let cap: Decimal = 1_000_000_000
        let rounded = min(percent, cap).rounded(places: 0)
        return NSDecimalNumber(decimal: rounded).intValue
    }

    static func optionalText(_ text: String?, field: String) throws(AlmanacError) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return try Validate.title(text, field: field, max: Limits.nameLength)
    }
}

// MARK: - JSON: decimals as strings, units as their symbols

extension RankedProduct: Codable {
    enum CodingKeys: String, CodingKey {
        case index, name, store, price, priceText, quantity, unit, pricePerDisplayUnit, pricePerDisplayUnitText
        case displayUnit, percentAboveBest, rank, isBest
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(store, forKey: .store)
        try container.encode("\(price)", forKey: .price)
        // For display only, rounded as the page shows prices ("6.50" for 12.99/2).
        try container.encode(priceText, forKey: .priceText)
        try container.encode("\(quantity)", forKey: .quantity)
        try container.encode(unit, forKey: .unit)
        try container.encode("\(pricePerDisplayUnit)", forKey: .pricePerDisplayUnit)
        try container.encode(pricePerDisplayUnitText, forKey: .pricePerDisplayUnitText)
        try container.encode(displayUnit, forKey: .displayUnit)
        try container.encode(percentAboveBest, forKey: .percentAboveBest)
        try container.encode(rank, forKey: .rank)
        try container.encode(isBest, forKey: .isBest)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func decimal(_ key: CodingKeys) throws -> Decimal {
            let text = try container.decode(String.self, forKey: key)
            guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "expected a decimal string, got \(text)")
            }
            return value
        }
        index = try container.decode(Int.self, forKey: .index)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        store = try container.decodeIfPresent(String.self, forKey: .store)
        price = try decimal(.price)
        quantity = try decimal(.quantity)
        unit = try container.decode(PriceUnit.self, forKey: .unit)
        pricePerDisplayUnit = try decimal(.pricePerDisplayUnit)
        pricePerDisplayUnitText = try container.decode(String.self, forKey: .pricePerDisplayUnitText)
        displayUnit = try container.decode(DisplayUnit.self, forKey: .displayUnit)
        percentAboveBest = try container.decode(Int.self, forKey: .percentAboveBest)
        rank = try container.decode(Int.self, forKey: .rank)
        isBest = try container.decode(Bool.self, forKey: .isBest)
    }
}

extension ComparisonResult: Codable {
    enum CodingKeys: String, CodingKey {
        case kind, countUnit, displayUnit, displayUnits, products
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        // Only a count names its unit (by sheet, by roll): a key that is there or not, never null.
        try container.encodeIfPresent(kind == .count ? basis.countUnit : nil, forKey: .countUnit)
        try container.encode(displayUnit, forKey: .displayUnit)
        try container.encode(displayUnits, forKey: .displayUnits)
        try container.encode(products, forKey: .products)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(QuantityKind.self, forKey: .kind)
        let unitOfBasis: PriceUnit =
            switch kind {
            case .mass: .gram
            case .volume: .millilitre
            case .count: try container.decodeIfPresent(PriceUnit.self, forKey: .countUnit) ?? .item
            }
        basis = ComparisonBasis(unit: unitOfBasis)
        displayUnit = try container.decode(DisplayUnit.self, forKey: .displayUnit)
        displayUnits = try container.decode([DisplayUnit].self, forKey: .displayUnits)
        products = try container.decode([RankedProduct].self, forKey: .products)
    }
}

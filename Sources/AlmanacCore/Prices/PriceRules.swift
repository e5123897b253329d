import Foundation

/// The data behind every price rule, for the calculator's offline copy of them in the browser
/// (`public/js/price-rules.js`): the units with their exact factors, every spelling people type,
/// the display units offered per kind and unit system, and the limits of expressions. Built from
/// the same values Core ranks with (`PriceUnit`, `DisplayUnit`, `QuantityExpression`,
/// `PriceComparison`), so the table the browser reads cannot differ from Core's.
public struct PriceRules: Encodable, Equatable, Sendable {
    public struct Unit: Encodable, Equatable, Sendable {
        public var symbol: String
        public var kind: QuantityKind
        /// Grams, millilitres or items in one unit, as an exact decimal string.
        public var factor: String
        public var imperial: Bool
        /// For counts: "item" for generic units, else what is counted ("sheet", "roll").
        public var countNoun: String?
    }

    public struct Bounds: Encodable, Equatable, Sendable {
        public var maximumMagnitude: String
        public var maximumDigits: Int
        public var maximumLength: Int
        public var maximumProducts: Int
        public var maximumDisplayAmount: String
        public var nameLength: Int
    }

    public var units: [Unit]
    /// Lookup key (lower case, without spaces, dots, hyphens and underscores) → unit symbol.
    public var aliases: [String: String]
    /// Case-sensitive spellings read before the lookup key: "t" is a teaspoon, "T" a tablespoon.
    public var shorthands: [String: String]
    /// Display unit ids offered, the default first: kind → unit system → ids ("kg", "100 g").
    /// Counts are offered per what the comparison counts, so they are not listed.
    public var displayChoices: [String: [String: [String]]]
    /// Offered as well for volumes when a product is in imperial units.
    public var imperialDisplayChoices: [String]
    public var limits: Bounds

    /// The rules as Core has them.
    public static let current: PriceRules = {
        var choices: [String: [String: [String]]] = [:]
        for kind in [QuantityKind.mass, .volume] {
            for system in UserPreferences.UnitSystem.allCases {
                let basis = ComparisonBasis(unit: kind == .mass ? .gram : .millilitre)
                choices[kind.rawValue, default: [:]][system.rawValue] = DisplayUnit.choices(for: basis, unitSystem: system).map(\.id)
            }
        }
        let metricVolume = DisplayUnit.choices(for: ComparisonBasis(unit: .millilitre), unitSystem: .metric)
        let imperial = DisplayUnit.choices(for: ComparisonBasis(unit: .millilitre), unitSystem: .metric, includingImperial: true)
            .dropFirst(metricVolume.count).map(\.id)
        return PriceRules(
            units: PriceUnit.all.map {
                Unit(symbol: $0.symbol, kind: $0.kind, factor: "\($0.baseFactor)", imperial: $0.isImperial, countNoun: $0.countNoun)
            },
            aliases: PriceUnit.aliases.mapValues(\.symbol),
            shorthands: ["t": PriceUnit.teaspoon.symbol, "T": PriceUnit.tablespoon.symbol],
            displayChoices: choices,
            imperialDisplayChoices: Array(imperial),
            limits: Bounds(
                maximumMagnitude: "\(QuantityExpression.maximumMagnitude)", maximumDigits: QuantityExpression.maximumDigits,
                maximumLength: QuantityExpression.maximumLength, maximumProducts: PriceComparison.maximumProducts,
                maximumDisplayAmount: "\(DisplayUnit.maximumAmount)", nameLength: Limits.nameLength))
    }()
}

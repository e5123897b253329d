import Foundation

/// What a unit measures. Prices are only compared within one kind.
public enum QuantityKind: String, Codable, Sendable, CaseIterable {
    case mass, volume, count

    /// "ml is a volume; ..."
    var withArticle: String {
        switch self {
        case .mass: "a mass"
        case .volume: "a volume"
        case .count: "a count"
        }
    }
}

/// A unit a product can be sold in, with its exact factor to the kind's base unit
/// (grams, millilitres or items). Factors are the legal definitions, not Foundation's rounded ones:
/// 1 lb = 453.59237 g, 1 oz = lb/16, 1 US gal = 231 in³ = 3785.411784 ml, 1 imperial gal = 4546.09 ml.
///
/// `oz` is always mass and `fl oz` always volume. Bare `fl oz`, `pt`, `qt`, `gal`, `cup` are US;
/// imperial volumes are named explicitly (`imp pt`, `uk pt`, `imperial pint`...), so a unit never
/// changes meaning with a setting.
///
/// Count units: generic items (`item`, `pcs`, `each`, `dozen` = 12 items...) and named counts
/// (`sheet`, `roll`, `load`, `pack`, `pod`, `tablet`, `capsule`). Items compare with any count;
/// named counts compare only with the same name, since rolls and sheets are not interchangeable.
public struct PriceUnit: Hashable, Sendable, CustomStringConvertible {
    /// The canonical short name: "g", "fl oz", "imp pt", "sheet".
    public let symbol: String
    public let kind: QuantityKind
    /// Grams, millilitres or items in one of this unit, exactly.
    public let baseFactor: Decimal
    public let isImperial: Bool
    /// For counts: what is counted ("item" for generic units, else "sheet", "roll"...).
    public let countNoun: String?

    init(_ symbol: String, _ kind: QuantityKind, _ factor: String, imperial: Bool = false, counting noun: String? = nil) {
        self.symbol = symbol
        self.kind = kind
        self.baseFactor = Decimal(string: factor, locale: Locale(identifier: "en_US_POSIX"))!
        self.isImperial = imperial
        self.countNoun = kind == .count ? (noun ?? "item") : nil
    }

    public var description: String { symbol }

    /// Counts of a named thing ("sheet") rather than generic items.
    public var isNamedCount: Bool { kind == .count && countNoun != "item" }

    // MARK: - The catalogue

    public static let milligram = PriceUnit("mg", .mass, "0.001")
    public static let gram = PriceUnit("g", .mass, "1")
    public static let kilogram = PriceUnit("kg", .mass, "1000")
    public static let ounce = PriceUnit("oz", .mass, "28.349523125")
    public static let pound = PriceUnit("lb", .mass, "453.59237")

    public static let millilitre = PriceUnit("ml", .volume, "1")
    public static let centilitre = PriceUnit("cl", .volume, "10")
    public static let decilitre = PriceUnit("dl", .volume, "100")
    public static let litre = PriceUnit("l", .volume, "1000")
    public static let teaspoon = PriceUnit("tsp", .volume, "4.92892159375")
    public static let tablespoon = PriceUnit("tbsp", .volume, "14.78676478125")
    public static let fluidOunce = PriceUnit("fl oz", .volume, "29.5735295625")
    public static let cup = PriceUnit("cup", .volume, "236.5882365")
    public static let pint = PriceUnit("pt", .volume, "473.176473")
    public static let quart = PriceUnit("qt", .volume, "946.352946")
    public static let gallon = PriceUnit("gal", .volume, "3785.411784")
    public static let imperialFluidOunce = PriceUnit("imp fl oz", .volume, "28.4130625", imperial: true)
    public static let imperialPint = PriceUnit("imp pt", .volume, "568.26125", imperial: true)
    public static let imperialQuart = PriceUnit("imp qt", .volume, "1136.5225", imperial: true)
    public static let imperialGallon = PriceUnit("imp gal", .volume, "4546.09", imperial: true)

    public static let item = PriceUnit("item", .count, "1")
    public static let dozen = PriceUnit("dozen", .count, "12")
    public static let sheet = PriceUnit("sheet", .count, "1", counting: "sheet")
    public static let roll = PriceUnit("roll", .count, "1", counting: "roll")
    public static let load = PriceUnit("load", .count, "1", counting: "load")
    public static let pack = PriceUnit("pack", .count, "1", counting: "pack")
    public static let pod = PriceUnit("pod", .count, "1", counting: "pod")
    public static let tablet = PriceUnit("tablet", .count, "1", counting: "tablet")
    public static let capsule = PriceUnit("capsule", .count, "1", counting: "capsule")

    public static let all: [PriceUnit] = [
        milligram, gram, kilogram, ounce, pound,
        millilitre, centilitre, decilitre, litre, teaspoon, tablespoon, fluidOunce, cup, pint, quart, gallon,
        imperialFluidOunce, imperialPint, imperialQuart, imperialGallon,
        item, dozen, sheet, roll, load, pack, pod, tablet, capsule,
    ]

    /// Spellings people type, after `lookupKey` (lower case, no spaces, dots, hyphens).
    /// Plurals ending in "s" or "es" are found by dropping the ending.
    static let aliases: [String: PriceUnit] = {
        var table: [String: PriceUnit] = [:]
        func add(_ unit: PriceUnit, _ names: [String]) {
            for name in names + [unit.symbol] { table[lookupKey(name)] = unit }
        }
        add(milligram, ["milligram", "milligramme"])
        add(gram, ["gr", "gm", "gram", "gramme"])
        add(kilogram, ["kilo", "kilogram", "kilogramme"])
        add(ounce, ["ounce", "oz av", "oz avdp"])
        add(pound, ["pound"])
        add(millilitre, ["millilitre", "milliliter", "cc"])
        add(centilitre, ["centilitre", "centiliter"])
        add(decilitre, ["decilitre", "deciliter"])
        add(litre, ["litre", "liter", "ltr", "lt"])
        add(teaspoon, ["teaspoon", "tspn"])
        add(tablespoon, ["tablespoon", "tbs", "tbl", "tblsp"])
        // Bare and "us"-prefixed names of US customary volumes.
        for (unit, names) in [
            (fluidOunce, ["floz", "fluid ounce", "fluid oz", "fl ounce"]),
            (cup, ["cup"]), (pint, ["pint"]), (quart, ["quart"]), (gallon, ["gallon"]),
        ] {
            add(unit, names)
            add(unit, ([unit.symbol] + names).map { "us " + $0 })
        }
        for (unit, names) in [
            (imperialFluidOunce, ["fl oz", "fluid ounce", "fluid oz", "fl ounce"]),
            (imperialPint, ["pt", "pint"]), (imperialQuart, ["qt", "quart"]), (imperialGallon, ["gal", "gallon"]),
        ] {
            add(unit, names.flatMap { name in ["imp", "imperial", "uk", "brit", "british"].map { $0 + " " + name } })
        }
        add(item, ["items", "piece", "pc", "pcs", "each", "ea", "unit", "ct", "count"])
        add(dozen, ["dz", "doz"])
        add(sheet, [])
        add(roll, [])
        add(load, ["wash"])
        add(pack, ["pk", "packet"])
        add(pod, [])
        add(tablet, ["tab"])
        add(capsule, ["cap"])
        return table
    }()

    static func lookupKey(_ text: String) -> String {
        String(text.lowercased().filter { !($0.isWhitespace || $0 == "." || $0 == "-" || $0 == "_") })
    }

    /// Reads a unit leniently: `grams`, `gr`, `g.`, `kgs`, `kilo`, `Litre`, `L`, `floz`, `fl. oz`,
    /// `pints`, `imp pt`... Case does not matter, except the recipe shorthands `t` (teaspoon) and
    /// `T` (tablespoon).
    public static func parse(_ text: String, field: String) throws(AlmanacError) -> PriceUnit {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw .invalid(field, "Choose a unit, like g, kg, ml, l or item.")
        }
        if trimmed == "t" { return teaspoon }
        if trimmed == "T" { return tablespoon }
        let key = lookupKey(trimmed)
        if let unit = aliases[key] { return unit }
        if key.hasSuffix("s"), let unit = aliases[String(key.dropLast())] { return unit }
        if key.hasSuffix("es"), let unit = aliases[String(key.dropLast(2))] { return unit }
        throw .invalid(field, "'\(trimmed)' is not a unit I know; try g, kg, oz, lb, ml, l, fl oz or item.")
    }

    /// Whether amounts in this unit and `other` can be converted into each other.
    public func isComparable(with other: PriceUnit) -> Bool {
        guard kind == other.kind else { return false }
        guard kind == .count else { return true }
        return !isNamedCount || !other.isNamedCount || countNoun == other.countNoun
    }

    /// `amount` of this unit expressed in `target`, or nil when they measure different things.
    /// Multiplies before dividing, so conversions between metric units (and any conversion whose
    /// factor ratio is a short finite decimal) are exact; otherwise the one division rounds in
    /// `Decimal`'s last digits.
    public func convert(_ amount: Decimal, to target: PriceUnit) -> Decimal? {
        guard isComparable(with: target) else { return nil }
        if self == target { return amount }
        let base = amount * baseFactor
        return target.baseFactor == 1 ? base : base.dividedPrecisely(by: target.baseFactor)
    }
}

extension PriceUnit: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            self = try PriceUnit.parse(text, field: decoder.codingPath.map(\.stringValue).joined(separator: "."))
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(symbol)
    }
}

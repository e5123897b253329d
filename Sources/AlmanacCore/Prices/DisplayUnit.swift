import Foundation

/// The amount a unit price is shown per: "kg", "100 g", "l", "100 ml", "item", "lb", "oz", "fl oz",
/// "gal". `id` is what the page's switch and the API send back.
public struct DisplayUnit: Hashable, Sendable, CustomStringConvertible {
    public static let maximumAmount: Decimal = 1_000_000

    public let amount: Decimal
    public let unit: PriceUnit

    public init(amount: Decimal = 1, unit: PriceUnit) {
        self.amount = amount
        self.unit = unit
    }

    /// "kg" for one unit, else "100 g".
    public var id: String { amount == 1 ? unit.symbol : "\(amount) \(unit.symbol)" }
    public var description: String { id }

    /// Grams, millilitres or items in one display unit.
    public var baseQuantity: Decimal { amount * unit.baseFactor }

    /// Reads "kg", "100 g", "100g", "per 100 g", "/100 ml"; units are read as `PriceUnit.parse` does.
    public static func parse(_ text: String, field: String) throws(AlmanacError) -> DisplayUnit {
        var rest = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if rest.lowercased().hasPrefix("per ") {
            rest = rest.dropFirst(4)
        } else if rest.hasPrefix("/") {
            rest = rest.dropFirst()
        }
        rest = rest.drop(while: \.isWhitespace)
        let digits = rest.prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
        var amount: Decimal = 1
        if !digits.isEmpty {
            guard let value = Decimal(string: String(digits), locale: Locale(identifier: "en_US_POSIX")),
                value > 0, value <= maximumAmount
            else {
                throw .invalid(field, "Show prices per an amount from more than 0 to \(maximumAmount), like 100 g.")
            }
            amount = value
        }
        let unit = try PriceUnit.parse(String(rest.dropFirst(digits.count)), field: field)
        return DisplayUnit(amount: amount, unit: unit)
    }

    /// The units the page's switch offers for a comparison, the default first:
    /// metric: per kg and per 100 g, per l and per 100 ml; US: per lb and per oz, per fl oz and per
    /// gal; counts: per item (or per sheet, roll... when the comparison counts a named thing).
    /// When a product is in imperial volumes, per imperial fl oz and gal are offered as well.
    public static func choices(
        for basis: ComparisonBasis, unitSystem: UserPreferences.UnitSystem, includingImperial: Bool = false
    ) -> [DisplayUnit] {
        switch (basis.kind, unitSystem) {
        case (.mass, .metric):
            return [DisplayUnit(unit: .kilogram), DisplayUnit(amount: 100, unit: .gram)]
        case (.mass, .us):
            return [DisplayUnit(unit: .pound), DisplayUnit(unit: .ounce)]
        case (.volume, _):
            let usual =
                unitSystem == .metric
                ? [DisplayUnit(unit: .litre), DisplayUnit(amount: 100, unit: .millilitre)]
                : [DisplayUnit(unit: .fluidOunce), DisplayUnit(unit: .gallon)]
            let imperial = [DisplayUnit(unit: .imperialFluidOunce), DisplayUnit(unit: .imperialGallon)]
            return includingImperial ? usual + imperial : usual
        case (.count, _):
            return [DisplayUnit(unit: basis.countUnit)]
        }
    }
}

extension DisplayUnit: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            self = try DisplayUnit.parse(text, field: "displayUnit")
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}

extension Decimal {
    /// Rounded half away from zero to `places` decimal places.
    func rounded(places: Int) -> Decimal {
        var value = self
        var result = Decimal()
        NSDecimalRound(&result, &value, places, .plain)
        return result
    }

    /// The power of ten of the leading digit: 2 for 349, -2 for 0.0349. Zero for zero.
    var leadingDigitExponent: Int {
        guard self != 0 else { return 0 }
        var magnitude = abs(self)
        var exponent = 0
        // Multiplying and dividing by ten only shifts Decimal's exponent, so this is exact.
        while magnitude >= 10 {
            magnitude /= 10
            exponent += 1
        }
        while magnitude < 1 {
            magnitude *= 10
            exponent -= 1
        }
        return exponent
    }

    /// `self / divisor` to nearly all of Decimal's 38 digits. Foundation's division keeps only about
    /// 38 minus the divisor's digits (25 for a tablespoon's 13-digit factor); one correction step
    /// with the remainder, which is computed almost exactly, restores the rest.
    func dividedPrecisely(by divisor: Decimal) -> Decimal {
        let first = self / divisor
        let remainder = self - first * divisor
        return first + remainder / divisor
    }

    /// Rounded half away from zero to `digits` significant digits.
    func rounded(significantDigits digits: Int) -> Decimal {
        guard self != 0 else { return 0 }
        return rounded(places: digits - 1 - leadingDigitExponent)
    }

    /// Plain text with exactly `places` decimals and a point: "6.98", "0.0349". No grouping.
    func fixedText(places: Int) -> String {
        let text = "\(rounded(places: places))"
        guard places > 0 else { return text }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return parts[0] + "." + fraction + String(repeating: "0", count: max(0, places - fraction.count))
    }

    /// A price for people: two decimals, or three significant digits when under 0.1 so a price per
    /// millilitre does not show as 0.00.
    var priceText: String {
        let magnitude = abs(self)
        guard magnitude < Decimal(string: "0.1")!, magnitude != 0 else { return fixedText(places: 2) }
        return fixedText(places: min(20, 2 - magnitude.leadingDigitExponent))
    }
}

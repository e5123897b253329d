import Foundation
import Testing

@testable import AlmanacCore

private func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}

/// The error `body` throws, or nil.
private func almanacError(_ body: () throws(AlmanacError) -> Void) -> AlmanacError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// "3.49 500 g" or "3.49|6 × 330|ml" → a product; the name is its position so orders read as names.
private func products(_ lines: [String]) -> [ProductInput] {
    lines.enumerated().map { index, line in
        let parts =
            line.contains("|")
            ? line.split(separator: "|").map(String.init) : line.split(separator: " ", maxSplits: 2).map(String.init)
        return ProductInput(name: "p\(index)", price: parts[0], quantity: parts[1], unit: parts[2])
    }
}

struct RankingCase: CustomTestStringConvertible, Sendable {
    let title: String
    let lines: [String]
    var system: UserPreferences.UnitSystem = .metric
    var display: String? = nil
    /// Names cheapest first.
    let order: [String]
    let texts: [String]
    let percents: [Int]
    var ranks: [Int]? = nil
    var displayUnit: String? = nil

    var testDescription: String { title }
}

private let rankingCases: [RankingCase] = [
    RankingCase(
        title: "500 g jar at 3.49 against 1 kg at 5.99", lines: ["3.49 500 g", "5.99 1 kg"],
        order: ["p1", "p0"], texts: ["5.99", "6.98"], percents: [0, 17], displayUnit: "kg"),
    RankingCase(
        title: "Multipack 6 × 330 ml against a 2 l bottle", lines: ["4.99 6x330 ml", "1.99 2 l"],
        order: ["p1", "p0"], texts: ["1.00", "2.52"], percents: [0, 153], displayUnit: "l"),
    RankingCase(
        title: "Per 100 ml on request", lines: ["4.99|6 × 330|ml", "1.99 2 L"], display: "100 ml",
        order: ["p1", "p0"], texts: ["0.0995", "0.25"], percents: [0, 153], displayUnit: "100 ml"),
    RankingCase(
        title: "Per 100 g on request", lines: ["3.49 500 g", "5.99 1 kg"], display: "per 100g",
        order: ["p1", "p0"], texts: ["0.60", "0.70"], percents: [0, 17], displayUnit: "100 g"),
    RankingCase(
        title: "16 oz and 1 lb at the same price tie", lines: ["3 16 oz", "3 1 lb"], system: .us,
        order: ["p0", "p1"], texts: ["3.00", "3.00"], percents: [0, 0], ranks: [1, 1], displayUnit: "lb"),
    RankingCase(
        title: "Per ounce for US mass", lines: ["3 16 oz", "2.5 12 ounces"], system: .us, display: "oz",
        order: ["p0", "p1"], texts: ["0.19", "0.21"], percents: [0, 11], displayUnit: "oz"),
    RankingCase(
        title: "US gallon against quarts, per fl oz", lines: ["3.60 4 qt", "3.50 1 gal"], system: .us,
        order: ["p1", "p0"], texts: ["0.0273", "0.0281"], percents: [0, 3], displayUnit: "fl oz"),
    RankingCase(
        title: "Per gallon", lines: ["3.60 4 qt", "3.50 1 gal"], system: .us, display: "gal",
        order: ["p1", "p0"], texts: ["3.50", "3.60"], percents: [0, 3], displayUnit: "gal"),
    RankingCase(
        title: "An imperial pint holds 20 % more than a US pint", lines: ["2 1 pt", "2 1 imp pt"], system: .us,
        order: ["p1", "p0"], texts: ["0.10", "0.13"], percents: [0, 20], displayUnit: "fl oz"),
    RankingCase(
        title: "Rolls per roll", lines: ["6 12 rolls", "4.99 9 rolls"],
        order: ["p0", "p1"], texts: ["0.50", "0.55"], percents: [0, 11], displayUnit: "roll"),
    RankingCase(
        title: "Items and dozens", lines: ["1 3 items", "7.20 2 dozen"],
        order: ["p1", "p0"], texts: ["0.30", "0.33"], percents: [0, 11], displayUnit: "item"),
    RankingCase(
        title: "Generic items join a comparison of loads", lines: ["12 40 loads", "9 30 pcs"],
        order: ["p0", "p1"], texts: ["0.30", "0.30"], percents: [0, 0], ranks: [1, 1], displayUnit: "load"),
    RankingCase(
        title: "Equal unit prices share a rank and keep input order",
        lines: ["2 1 kg", "1 500 g", "3 1 kg", "0.2 100 g"],
        order: ["p0", "p1", "p3", "p2"], texts: ["2.00", "2.00", "2.00", "3.00"], percents: [0, 0, 0, 50],
        ranks: [1, 1, 1, 4], displayUnit: "kg"),
    RankingCase(
        title: "Expressions in price and quantity", lines: ["12.99/2 (3+1)*125 g", "10 2*250+100 g"],
        order: ["p0", "p1"], texts: ["12.99", "16.67"], percents: [0, 28], displayUnit: "kg"),
    RankingCase(
        title: "Decimal commas", lines: ["3,49 0,5 kg", "5,99 1 kg"],
        order: ["p1", "p0"], texts: ["5.99", "6.98"], percents: [0, 17], displayUnit: "kg"),
    RankingCase(
        title: "A single product is the best", lines: ["1.29 330 ml"],
        order: ["p0"], texts: ["3.91"], percents: [0], displayUnit: "l"),
    RankingCase(
        title: "A metric user may ask for per lb", lines: ["3.49 500 g", "5.99 1 kg"], display: "lb",
        order: ["p1", "p0"], texts: ["2.72", "3.17"], percents: [0, 17], displayUnit: "lb"),
    RankingCase(
        title: "Saffron per 100 g", lines: ["7.99 2 g", "4.49 1 gram"], display: "100 g",
        order: ["p0", "p1"], texts: ["399.50", "449.00"], percents: [0, 12], displayUnit: "100 g"),
]

private let refusals: [(title: String, lines: [String], field: String, message: String)] = [
    ("Volume after mass", ["3.49 500 g", "1.99 1 l"], "products[1].unit", "l is a volume; this comparison is by mass."),
    ("Fluid ounces after ounces", ["3 12 oz", "3 12 fl oz"], "products[1].unit", "fl oz is a volume; this comparison is by mass."),
    ("Ounces after fluid ounces", ["3 12 floz", "3 12 oz"], "products[1].unit", "oz is a mass; this comparison is by volume."),
    ("Items after mass", ["3 1 kg", "2 6 items"], "products[1].unit", "item is a count; this comparison is by mass."),
    ("Sheets after rolls", ["6 12 rolls", "3 200 sheets"], "products[1].unit", "sheet counts sheets; this comparison is by roll."),
    ("Sheets after items then rolls", ["1 2 items", "6 12 rolls", "3 200 sheets"], "products[2].unit", "this comparison is by roll."),
    ("Zero quantity", ["3 0 g"], "products[0].quantity", "The quantity must be more than 0."),
    ("Negative quantity", ["3 1 kg", "3 -1 kg"], "products[1].quantity", "The quantity must be more than 0."),
    ("Quantity that works out to zero", ["3 5-5 g"], "products[0].quantity", "more than 0"),
    ("Negative price", ["-1 1 kg"], "products[0].price", "A price cannot be negative."),
    ("Free product", ["0 1 kg"], "products[0].price", "more than 0"),
    ("Division by zero in a price", ["3 1 kg", "12.99/0 1 kg"], "products[1].price", "Division by zero at position 6."),
    ("Division by zero in a quantity", ["3 6/(3-3) kg"], "products[0].quantity", "Division by zero"),
    ("1e30", ["3 1e30 g"], "products[0].quantity", "'e' at position 2"),
    ("10^30 written out", ["3 1000000000000000*1000000000000000 g"], "products[0].quantity", "larger than 1000000000000"),
    ("Unknown unit", ["3 2 stone"], "products[0].unit", "'stone' is not a unit I know"),
    ("Malformed price", ["3.49) 1 kg"], "products[0].price", "Unexpected ')' at position 5"),
]

@Suite("Price comparison")
struct PriceComparisonTests {
    @Test("Products rank cheapest per unit first", arguments: rankingCases)
    func ranks(_ example: RankingCase) throws {
        let result = try PriceComparison.rank(
            products: products(example.lines), unitSystem: example.system, displayUnit: example.display)
        #expect(result.products.map { $0.name ?? "" } == example.order)
        #expect(result.products.map(\.pricePerDisplayUnitText) == example.texts)
        #expect(result.products.map(\.percentAboveBest) == example.percents)
        #expect(result.products.map(\.rank) == (example.ranks ?? Array(1...example.lines.count)))
        #expect(result.products.map(\.isBest) == result.products.map { $0.rank == 1 })
        #expect(result.displayUnit.id == example.displayUnit)
        #expect(result.products.allSatisfy { $0.displayUnit == result.displayUnit })
    }

    @Test("Refusals name the product and field", arguments: refusals.map { [$0.title, $0.field, $0.message] + $0.lines })
    func refuses(_ example: [String]) {
        let error = almanacError { () throws(AlmanacError) in
            _ = try PriceComparison.rank(products: products(Array(example[3...])), unitSystem: .metric)
        }
        #expect(error?.field == example[1], "\(example[0])")
        #expect(error?.message.contains(example[2]) == true, "\(example[0]): \(error?.message ?? "no error")")
    }

    @Test func keepsFullPrecisionBehindTheDisplayText() throws {
        let result = try PriceComparison.rank(products: products(["1 3 items"]), unitSystem: .metric)
        #expect(result.products[0].pricePerDisplayUnit.rounded(places: 30) == decimal("0.333333333333333333333333333333"))
        #expect(result.products[0].pricePerDisplayUnitText == "0.33")
    }

    @Test("Display units follow the kind and the unit system, default first")
    func displayUnitChoices() throws {
        func ids(_ lines: [String], _ system: UserPreferences.UnitSystem) throws -> [String] {
            try PriceComparison.rank(products: products(lines), unitSystem: system).displayUnits.map(\.id)
        }
        #expect(try ids(["1 1 kg"], .metric) == ["kg", "100 g"])
        #expect(try ids(["1 1 l"], .metric) == ["l", "100 ml"])
        #expect(try ids(["1 1 item"], .metric) == ["item"])
        #expect(try ids(["1 1 lb"], .us) == ["lb", "oz"])
        #expect(try ids(["1 1 gal"], .us) == ["fl oz", "gal"])
        #expect(try ids(["1 1 pt", "1 1 uk pint"], .us) == ["fl oz", "gal", "imp fl oz", "imp gal"])
        #expect(try ids(["1 4 sheets"], .us) == ["sheet"])
    }

    @Test func displayUnitOfAnotherKindIsRefused() {
        let error = almanacError { () throws(AlmanacError) in
            _ = try PriceComparison.rank(products: products(["1 1 l"]), unitSystem: .metric, displayUnit: "lb")
        }
        #expect(error == .invalid("displayUnit", "Per lb is for a mass; this comparison is by volume."))
    }

    @Test func perItemInAComparisonOfRollsMeansPerRoll() throws {
        let result = try PriceComparison.rank(products: products(["6 12 rolls"]), unitSystem: .metric, displayUnit: "item")
        #expect(result.displayUnit.id == "roll")
        #expect(result.products[0].pricePerDisplayUnitText == "0.50")
        let perDozen = try PriceComparison.rank(products: products(["6 12 items"]), unitSystem: .metric, displayUnit: "dozen")
        #expect(perDozen.products[0].pricePerDisplayUnitText == "6.00")
    }

    @Test func emptyAndOversizedComparisonsAreRefused() {
        let none = almanacError { () throws(AlmanacError) in _ = try PriceComparison.rank(products: [], unitSystem: .metric) }
        #expect(none?.field == "products")
        let many = almanacError { () throws(AlmanacError) in
            _ = try PriceComparison.rank(products: products(Array(repeating: "1 1 kg", count: 51)), unitSystem: .metric)
        }
        #expect(many?.field == "products")
    }

    @Test func namesAndStoresAreTrimmedAndOptional() throws {
        let input = [
            ProductInput(name: "  Olive oil ", store: "", price: "8.99", quantity: "750", unit: "ml"),
            ProductInput(name: String(repeating: "a", count: 201), price: "1", quantity: "1", unit: "l"),
        ]
        let measured = try PriceComparison.measure(input[0], at: 0)
        #expect(measured.name == "Olive oil")
        #expect(measured.store == nil)
        #expect(measured.baseQuantity == 750)
        let error = almanacError { () throws(AlmanacError) in _ = try PriceComparison.rank(products: input, unitSystem: .metric) }
        #expect(error?.field == "products[1].name")
    }

    @Test("The API request and result travel as JSON with decimals as strings")
    func json() throws {
        let body =
            #"{"unitSystem": "metric", "products": [{"name": "Jar", "price": "3.49", "quantity": "500", "unit": "g"}, {"price": "5.99", "quantity": "1", "unit": "kg"}]}"#
        let request = try JSONDecoder().decode(PriceComparisonRequest.self, from: Data(body.utf8))
        let result = try PriceComparison.rank(request)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(result), as: UTF8.self)
        #expect(json.contains(#""kind":"mass""#))
        #expect(json.contains(#""pricePerDisplayUnit":"6.98""#))
        #expect(json.contains(#""displayUnit":"kg""#))
        #expect(json.contains(#""percentAboveBest":17"#))
        #expect(json.contains(#""priceText":"3.49""#))
        #expect(json.contains(#""displayUnits":["kg","100 g"]"#))
        #expect(try JSONDecoder().decode(ComparisonResult.self, from: Data(json.utf8)) == result)
    }

    @Test func percentsOfAbsurdRatiosDoNotOverflow() throws {
        let result = try PriceComparison.rank(
            products: products(["0.0000000001 1000000000000 kg", "1000000000000 0.0000000001 mg"]), unitSystem: .metric)
        #expect(result.products[1].percentAboveBest == 1_000_000_000)
    }
}

import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

/// `almanac prices`: the price-per-unit comparison of the web page and the API, on the command line.
struct PricesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prices", abstract: "Compare prices per unit; list saved comparisons.",
        subcommands: [Compare.self, Saved.self])

    /// The body of `POST /api/v1/prices/compare`.
    struct CompareInput: Decodable {
        var unitSystem: UserPreferences.UnitSystem?
        var products: [ProductInput]
        var displayUnit: String?
    }

    struct Compare: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compare",
            abstract: "Rank products read as JSON from standard input, cheapest per unit first.",
            discussion: """
                Reads the body of POST /api/v1/prices/compare, for example:
                  {"unitSystem": "metric", "products": [
                    {"name": "Jar", "price": "3.49", "quantity": "500", "unit": "g"},
                    {"name": "Big jar", "price": "5.99", "quantity": "1", "unit": "kg"}]}
                Prices and quantities may be arithmetic ("12.99/2", "6x330").
                """)
        /// Taken like on every command (scripts pass it uniformly); this command does not read the data folder.
        @OptionGroup var data: DataOptions
        @Flag(help: "Print the API's JSON instead of a table.") var json = false
        @Option(help: "metric or us, when the input does not say (default: metric).") var unitSystem: String?
        @Option(help: "Show prices per this amount (\"100 g\", \"lb\"), overriding the input.") var per: String?

        func run() async throws {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            let input: CompareInput
            do {
                input = try JSONDecoder().decode(CompareInput.self, from: data)
            } catch let error as DecodingError {
                throw AlmanacError.invalid("body", "The input is not a comparison: \(PricesCommand.describe(error))")
            }
            var fallback = UserPreferences.UnitSystem.metric
            if let unitSystem {
                guard let system = UserPreferences.UnitSystem(rawValue: unitSystem) else {
                    throw AlmanacError.invalid("unitSystem", "The unit system is metric or us, not \(unitSystem).")
                }
                fallback = system
            }
            let result: AlmanacCore.ComparisonResult
            do throws(AlmanacError) {
                result = try PriceComparison.rank(
                    products: input.products, unitSystem: input.unitSystem ?? fallback, displayUnit: per ?? input.displayUnit)
            } catch {
                // Say which product and field, as the API does: "products[1].unit: fl oz is a volume; ..."
                guard let field = error.field else { throw error }
                throw AlmanacError.invalid(field, "\(field): \(error.message)")
            }
            if json {
                try printJSON(result)
            } else {
                PricesCommand.printRanking(result, inputs: input.products)
            }
        }
    }

    struct Saved: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "saved", abstract: "List a user's saved comparisons with their best product.")
        @OptionGroup var account: AccountOptions
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let saved = try await database.savedComparisons(owner: owner.id)
            if json {
                try printJSON(saved.map(PricesJSON.Saved.init))  // as `GET /prices/comparisons` gives them
            } else if saved.isEmpty {
                print("No saved comparisons yet. Save one on the Prices page or with POST /api/v1/prices/comparisons.")
            } else {
                printTable(
                    ["NAME", "PRODUCTS", "BEST", "PER UNIT", "ID"],
                    saved.map { comparison in
                        let best = (try? PriceComparison.rank(comparison.request))?.products.first
                        return [
                            comparison.name, String(comparison.products.count), best.map { $0.name ?? "product \($0.index + 1)" } ?? "-",
                            best.map { "\($0.pricePerDisplayUnitText) / \($0.displayUnit.id)" } ?? "-", comparison.id,
                        ]
                    })
            }
        }
    }

    static func printRanking(_ result: AlmanacCore.ComparisonResult, inputs: [ProductInput]) {
        let rows = result.products.map { product -> [String] in
            let typed = inputs[product.index].quantity.trimmingCharacters(in: .whitespaces)
            return [
                String(product.rank), product.name ?? "product \(product.index + 1)", product.priceText,
                "\(typed) \(product.unit.symbol)", product.pricePerDisplayUnitText,
                product.isBest ? "best" : "+\(product.percentAboveBest) %",
            ]
        }
        printTable(["RANK", "NAME", "PRICE", "QUANTITY", "PER \(result.displayUnit.id.uppercased())", "+%"], rows)
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: ["."])
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is required."
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context.codingPath)) has the wrong type."
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not valid JSON." : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "it could not be read."
        }
    }
}

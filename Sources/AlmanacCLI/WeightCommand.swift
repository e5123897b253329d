import AlmanacCore
import AlmanacStore
import AlmanacWeb
import ArgumentParser
import Foundation

struct WeightCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weight", abstract: "Body weight: weigh-ins and the trend.", subcommands: [Add.self, ListWeights.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Record a weigh-in: 72.4kg, 72.4 kg or 160lb.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The weight with its unit (kg by default).") var weight: [String]

        func run() async throws {
            let kilograms = try WeightCommand.kilograms(weight.joined())
            let (database, owner) = try await account.open()
            try await database.addWeight(owner: owner.id, kilograms: kilograms)
            let trend = TrendWeight.trend(try await database.weights(owner: owner.id).map { ($0.day, $0.kilograms) })
            print(String(format: "Recorded %.1f kg. Trend %.1f kg.", kilograms, trend.last?.trendKg ?? kilograms))
        }
    }

    struct ListWeights: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Weigh-ins with the trend weight.")
        @OptionGroup var account: AccountOptions
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            if json {
                // Every weigh-in, newest first: the API's pages (`GET /weights`) as one list.
                var weights: [FoodJSON.Weight] = []
                var before: String?
                repeat {
                    let page = try await database.weighIns(owner: owner.id, before: before, limit: 500)
                    weights += FoodJSON.Weight.page(page)
                    before = page.older
                } while before != nil
                return try printJSON(weights)
            }
            let trend = TrendWeight.trend(try await database.weights(owner: owner.id).map { ($0.day, $0.kilograms) })
            printTable(
                ["DAY", "WEIGHT", "TREND"],
                trend.map {
                    [$0.day.description, $0.weightKg.map { String(format: "%.1f", $0) } ?? "", String(format: "%.1f", $0.trendKg)]
                })
        }
    }

    /// `72.4kg`, `72,4 kg`, `160lb`, `72.4` (kg).
    static func kilograms(_ text: String) throws -> Double {
        let lower = text.lowercased().replacingOccurrences(of: ",", with: ".").trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [("kg", 1), ("lbs", 0.45359237), ("lb", 0.45359237)]
        for (suffix, factor) in units where lower.hasSuffix(suffix) {
            if let value = Double(lower.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)) { return value * factor }
        }
        guard let value = Double(lower) else { throw AlmanacError.invalid("weight", "“\(text)” is not a weight; write 72.4kg or 160lb.") }
        return value
    }
}

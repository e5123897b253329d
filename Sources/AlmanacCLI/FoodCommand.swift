import AlmanacCore
import AlmanacStore
import ArgumentParser
import Foundation

/// Prints `Loading foods 4500/8789` on one terminal line while a long load runs.
public let foodProgress: FoodCatalogProgress = { done, total in
    FileHandle.standardError.write(Data("\rLoading foods \(done)/\(total)\(done == total ? "\n" : "")".utf8))
}

struct FoodCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "food", abstract: "The food database, the food log and the day's energy ledger.",
        subcommands: [Search.self, Show.self, Log.self, Day.self, Import.self, BuildData.self])

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "search", abstract: "Search foods, best first.")
        @OptionGroup var data: DataOptions
        @Option(help: "The user whose custom foods and history count.") var user: String?
        @Argument(help: "What you are looking for, e.g. \"2% milk\".") var query: String
        @Option(help: "How many results.") var limit = 10
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            try Quantity.searchLimit.check(limit, field: "limit")
            let database = try await data.database()
            try await database.ensureFoodCatalog(progress: foodProgress)
            let owner = try await resolveUser(user, in: database)
            let results = try await FoodSearchCache().search(owner: owner.id, query: query, limit: limit, database: database)
            if json {
                try printJSON(results)
            } else if results.isEmpty {
                print("No food matches “\(query)”.")
            } else {
                printTable(
                    ["ID", "KCAL/100G", "FOOD"],
                    results.map { [$0.id, String(format: "%.0f", $0.kcalPer100g), "\($0.friendlyName)  (\($0.name))"] })
            }
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "A food's nutrients per 100 g and its portions.")
        @OptionGroup var data: DataOptions
        @Option(help: "The user (for custom foods and recipes).") var user: String?
        @Argument(help: "The food's NDB number or id.") var id: String
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let database = try await data.database()
            try await database.ensureFoodCatalog(progress: foodProgress)
            let owner = try await resolveUser(user, in: database)
            let food = try await database.food(owner: owner.id, id: id)
            if json { return try printJSON(food) }
            print("\(food.friendlyName) — \(food.name) [\(food.groupName)]")
            print(
                "Portions: "
                    + (food.portions.isEmpty
                        ? "grams only"
                        : food.portions.map { "\(FoodCommand.number($0.amount)) \($0.description) = \(FoodCommand.number($0.grams)) g" }
                            .joined(separator: "; ")))
            let definitions = try await database.nutrientDefinitions()
            printTable(
                ["NUTRIENT", "PER 100 G"],
                definitions.compactMap { d in
                    food.per100g[d.number].map { [d.name, "\(String(format: "%.\(d.decimals)f", $0)) \(d.unit)"] }
                })
        }
    }

    struct Log: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "log", abstract: "Log a food: the best search hit, in grams or one of its portions.",
            discussion:
                "Examples: almanac food log banana 1 medium; almanac food log \"2% milk\" 1.5 cup --meal breakfast; almanac food log oats 40g"
        )
        @OptionGroup var account: AccountOptions
        @Argument(help: "The food to search for, or its NDB number or id.") var food: String
        @Argument(help: "The amount: 150g, 150 g, 1.5 cup, 1 medium.") var amount: [String] = ["100", "g"]
        @Option(help: "breakfast, lunch, dinner or snack (default: by the time of day).") var meal: Meal?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            try await database.ensureFoodCatalog(progress: foodProgress)
            let detail: FoodDetail
            if let exact = try? await database.food(owner: owner.id, id: food) {
                detail = exact
            } else {
                guard let hit = try await FoodSearchCache().search(owner: owner.id, query: food, limit: 1, database: database).first else {
                    throw AlmanacError.notFound("No food matches “\(food)”.")
                }
                detail = try await database.food(owner: owner.id, id: hit.id)
            }
            let parsed = try FoodAmount.parse(amount.joined(separator: " "))
            let chosenMeal = meal ?? Meal.suggested(at: database.now(), in: owner.preferences.zone)
            let id = try await database.logFood(owner: owner.id, foodId: detail.id, amount: parsed, meal: chosenMeal)
            let day = try await database.foodDay(owner: owner.id, day: owner.preferences.today(at: database.now()))
            guard let entry = day.summary.intake.entries.first(where: { $0.id == id }), case .eaten(let eaten) = entry.entry else { return }
            if json { return try printJSON(eaten) }
            print(
                "Logged \(FoodCommand.number(eaten.grams)) g of \(eaten.name) to \(chosenMeal.rawValue): \(NumberText.whole(eaten.kcal)) kcal. \(NumberText.whole(day.summary.leftKcal)) kcal left today."
            )
        }
    }

    struct Day: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "day", abstract: "A day's calories consumed, burned and left, with its entries.")
        @OptionGroup var account: AccountOptions
        @Argument(help: "The day: today, yesterday or YYYY-MM-DD (default: today).") var date: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (database, owner) = try await account.open()
            let day = try DayReference.parse(date, today: owner.preferences.today(at: database.now()), field: "date")
            let report = try await database.foodDay(owner: owner.id, day: day)
            if json { return try printJSON(FoodDayDocument(report)) }
            let s = report.summary
            print(
                "\(day): consumed \(NumberText.whole(s.intake.consumedKcal)) kcal, burned \(NumberText.whole(s.burned.totalKcal)) kcal\(s.burned.basalSource == .unknown ? " (activity only)" : s.burned.isEstimate ? " (estimate)" : ""), left \(NumberText.whole(s.leftKcal)) kcal"
            )
            print(s.burned.explanation)
            if s.burned.basalSource == .unknown {
                print(
                    "No resting energy yet: set sex, birth year and height (web: Food → Weight, or PUT /api/v1/food/profile) and add a weight."
                )
            }
            let n = s.intake.nutrients
            print(
                String(
                    format: "protein %.0f g  fat %.0f g  carbohydrate %.0f g", n[NutrientNumber.protein] ?? 0, n[NutrientNumber.fat] ?? 0,
                    n[NutrientNumber.carbohydrate] ?? 0))
            let rows = s.intake.entries.map { e -> [String] in
                let time = e.occurredAt.formatted(Date.FormatStyle(date: .omitted, time: .shortened, timeZone: owner.preferences.zone))
                switch e.entry {
                case .eaten(let f):
                    return [time, f.meal.rawValue, "\(f.name), \(FoodCommand.number(f.grams)) g", NumberText.whole(f.kcal)]
                case .quickAdd(let k, let m, let note):
                    return [time, m.rawValue, note.isEmpty ? "Quick add" : note, NumberText.whole(k)]
                case .activity(let name, let minutes, let k):
                    return [time, "activity", "\(name), \(NumberText.whole(minutes)) min", "-\(NumberText.whole(k))"]
                case .activeEnergy(let k, _): return [time, "device", "active energy", "-\(NumberText.whole(k))"]
                case .basalEnergy(let k): return [time, "device", "resting energy", "\(NumberText.whole(k))"]
                case .weight(let kg): return [time, "weight", String(format: "%.1f kg", kg), ""]
                }
            }
            if !rows.isEmpty { printTable(["TIME", "MEAL", "ENTRY", "KCAL"], rows) }
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract:
                "Replace the food database with a USDA SR28 ASCII folder or a FoodData Central CSV folder (SR Legacy, Foundation, Survey).")
        @OptionGroup var data: DataOptions
        @Argument(help: "The SR28 ASCII folder (FOOD_DES.txt, ...) or FoodData Central CSV folder (food.csv, ...).") var folder: String

        func run() async throws {
            let database = try await data.database()
            FileHandle.standardError.write(Data("Reading \(folder)…\n".utf8))
            let url = URL(fileURLWithPath: folder, isDirectory: true)
            let foods = try FoodCatalogFile.parseFolder(url)
            let source =
                FileManager.default.fileExists(atPath: url.appendingPathComponent("food.csv").path) ? "USDA FoodData Central" : "USDA SR28"
            guard let load = try await database.loadFoodCatalog(foods, source: "\(source) (\(folder))", progress: foodProgress) else {
                return
            }
            print(
                "Imported \(load.foods) foods, \(load.nutrientRows) nutrient values and \(load.portions) portions in \(String(format: "%.1f", load.seconds)) s."
            )
        }
    }

    struct BuildData: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build-data",
            abstract:
                "Write the compact gzipped food database that Almanac ships (Sources/AlmanacStore/Resources/food/sr28.tsv.gz) from an SR28 folder."
        )
        /// Taken like on every command (scripts pass it uniformly); this command does not read the data folder.
        @OptionGroup var data: DataOptions
        @Argument(help: "The SR28 ASCII folder.") var folder: String
        @Argument(help: "The file to write.") var output: String = "Sources/AlmanacStore/Resources/food/sr28.tsv.gz"

        func run() async throws {
            let foods = try FoodCatalogFile.parseSR28(folder: URL(fileURLWithPath: folder, isDirectory: true))
            let text = FoodDatabaseText.encode(foods)
            let data = try FoodCatalogFile.gzip(text)
            let url = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            print("Wrote \(output): \(foods.foods.count) foods, \(text.utf8.count) bytes of text, \(data.count) bytes gzipped.")
        }
    }

    static func number(_ value: Double) -> String {
        NumberText.plain(value, decimals: 1)
    }
}

extension Meal: ExpressibleByArgument {}

import Foundation

/// Reads a FoodData Central CSV download (SR Legacy, Foundation, Survey/FNDDS, or a folder holding
/// several of them) into the same `FoodDatabase` the SR28 importer produces.
///
/// Ids: a food keeps its SR number where FDC gives one (`sr_legacy_food.csv` or
/// `foundation_food.csv`, column `NDB_number`), so a log written against SR28 still points at the
/// same food; every other food is `fdc-<fdc_id>`. When two foods claim the same SR number, the SR
/// Legacy one keeps it. Nutrients are keyed by FDC's `nutrient_nbr`, which is SR28's Nutr_No; a
/// food with no energy (208) takes it from the Atwater energy FDC's Foundation foods carry (957,
/// then 958). Portions come from `food_portion.csv` with `measure_unit.csv` naming the unit.
public enum FoodDataCentral {
    /// The files a folder must hold; the others are read when present.
    public static let requiredFiles = ["food.csv", "nutrient.csv", "food_nutrient.csv"]
    public static let optionalFiles = [
        "food_portion.csv", "measure_unit.csv", "food_category.csv", "sr_legacy_food.csv", "foundation_food.csv",
    ]

    /// The data types imported; branded foods (1.9 million labels) are left out on purpose.
    static let dataTypes: [String: Int] = ["sr_legacy_food": 0, "foundation_food": 1, "survey_fndds_food": 2]

    /// `files` maps a file name (`food.csv`) to its text.
    public static func parse(_ files: [String: String]) throws(AlmanacError) -> FoodDatabase {
        for name in requiredFiles where files[name] == nil {
            throw .invalid("folder", "A FoodData Central CSV folder holds \(requiredFiles.joined(separator: ", ")); \(name) is missing.")
        }
        let food = try table(files, "food.csv", columns: ["fdc_id", "data_type", "description"])
        let nutrientTable = try table(files, "nutrient.csv", columns: ["id", "name", "unit_name", "nutrient_nbr"])
        let amounts = try table(files, "food_nutrient.csv", columns: ["fdc_id", "nutrient_id", "amount"])

        // Categories: SR Legacy and Foundation use food_category.csv (code "0100", like SR28's groups).
        var groups: [FoodGroup] = []
        var groupByCategory: [String: FoodGroup] = [:]
        if let categories = try optionalTable(files, "food_category.csv", columns: ["id", "code", "description"]) {
            for row in categories.rows {
                let group = FoodGroup(code: categories[row, "code"], name: categories[row, "description"])
                groupByCategory[categories[row, "id"]] = group
                groups.append(group)
            }
        }

        // SR numbers where FDC gives them.
        var ndbByFdc: [String: String] = [:]
        for name in ["sr_legacy_food.csv", "foundation_food.csv"] {
            guard let links = try optionalTable(files, name, columns: ["fdc_id", "NDB_number"]) else { continue }
            for row in links.rows {
                let number = links[row, "NDB_number"]
                guard let value = Int(number), value > 0 else { continue }
                let ndb = value < 100_000 ? String(format: "%05d", value) : String(value)
                if ndbByFdc[links[row, "fdc_id"]] == nil { ndbByFdc[links[row, "fdc_id"]] = ndb }
            }
        }

        // Foods, SR Legacy first so it keeps a contested SR number.
        var candidates: [(rank: Int, fdc: String, row: Int)] = []
        for row in food.rows {
            guard let rank = dataTypes[food[row, "data_type"]] else { continue }
            candidates.append((rank, food[row, "fdc_id"], row))
        }
        candidates.sort { ($0.rank, Int($0.fdc) ?? 0) < ($1.rank, Int($1.fdc) ?? 0) }
        var foods: [FoodRecord] = []
        var indexByFdc: [String: Int] = [:]
        var takenNdbs = Set<String>()
        for candidate in candidates {
            var id = "fdc-\(candidate.fdc)"
            if let ndb = ndbByFdc[candidate.fdc], !takenNdbs.contains(ndb) { id = ndb }
            takenNdbs.insert(id)
            let group = food.has("food_category_id") ? groupByCategory[food[candidate.row, "food_category_id"]] : nil
            indexByFdc[candidate.fdc] = foods.count
            foods.append(
                FoodRecord(
                    ndb: id, longDesc: food[candidate.row, "description"],
                    isSurvey: food[candidate.row, "data_type"] == "survey_fndds_food",
                    groupCode: group?.code ?? "", groupName: group?.name ?? ""))
        }
        if foods.isEmpty {
            throw .invalid("folder", "food.csv lists no SR Legacy, Foundation or Survey (FNDDS) foods; branded foods are not imported.")
        }

        // Nutrients by SR28 number.
        var definitions: [NutrientDefinition] = []
        var numberById: [String: String] = [:]
        for row in nutrientTable.rows {
            let number = srNumber(nutrientTable[row, "nutrient_nbr"])
            guard !number.isEmpty, !definitions.contains(where: { $0.number == number }) else {
                if !number.isEmpty { numberById[nutrientTable[row, "id"]] = number }
                continue
            }
            numberById[nutrientTable[row, "id"]] = number
            let order = nutrientTable.has("rank") ? Int(Double(nutrientTable[row, "rank"]) ?? 0) : definitions.count
            definitions.append(
                NutrientDefinition(
                    number: number, unit: unit(nutrientTable[row, "unit_name"]), tag: "", name: nutrientTable[row, "name"],
                    decimals: 2, order: order))
        }
        for row in amounts.rows {
            guard let index = indexByFdc[amounts[row, "fdc_id"]], let number = numberById[amounts[row, "nutrient_id"]],
                let value = Double(amounts[row, "amount"]), value.isFinite, value >= 0
            else { continue }
            foods[index].nutrients[number] = value
        }
        for index in foods.indices where foods[index].nutrients[NutrientNumber.energyKcal] == nil {
            if let atwater = foods[index].nutrients["957"] ?? foods[index].nutrients["958"] {
                foods[index].nutrients[NutrientNumber.energyKcal] = atwater
            }
        }
        if !definitions.contains(where: { $0.number == NutrientNumber.energyKcal }) {
            definitions.append(
                NutrientDefinition(
                    number: NutrientNumber.energyKcal, unit: "kcal", tag: "ENERC_KCAL", name: "Energy", decimals: 0, order: 300))
        }
        definitions.sort { $0.order < $1.order }

        // Portions.
        var unitNames: [String: String] = [:]
        if let units = try optionalTable(files, "measure_unit.csv", columns: ["id", "name"]) {
            for row in units.rows { unitNames[units[row, "id"]] = units[row, "name"] }
        }
        if let portions = try optionalTable(files, "food_portion.csv", columns: ["fdc_id", "gram_weight"]) {
            var ordered: [(index: Int, seq: Int, portion: FoodPortion)] = []
            for row in portions.rows {
                guard let index = indexByFdc[portions[row, "fdc_id"]], let grams = Double(portions[row, "gram_weight"]), grams > 0
                else { continue }
                let amount = Double(portions[row, "amount"]) ?? 1
                let unitName = unitNames[portions[row, "measure_unit_id"]] ?? ""
                let description = portionDescription(
                    description: portions[row, "portion_description"], unit: unitName, modifier: portions[row, "modifier"])
                guard !description.isEmpty else { continue }
                ordered.append(
                    (
                        index, Int(portions[row, "seq_num"]) ?? 0,
                        FoodPortion(amount: amount > 0 ? amount : 1, description: description, grams: grams)
                    ))
            }
            ordered.sort { ($0.index, $0.seq) < ($1.index, $1.seq) }
            for item in ordered { foods[item.index].portions.append(item.portion) }
        }
        return FoodDatabase(groups: groups, nutrients: definitions, foods: foods)
    }

    /// "208" from "208" or "208.0"; empty for nutrients FDC added without an SR number.
    static func srNumber(_ text: String) -> String {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value > 0, value < 1e9 else { return "" }
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// SR28's spelling of FDC's unit names.
    static func unit(_ name: String) -> String {
        switch name.uppercased() {
        case "KCAL": "kcal"
        case "KJ": "kJ"
        case "G": "g"
        case "MG": "mg"
        case "UG": "µg"
        case "MG_ATE": "mg_ATE"
        default: name
        }
    }

    /// A portion's words: Survey foods say it all in the description ("1 cup"); SR Legacy leaves
    /// the unit undetermined and says it in the modifier ("cup, chopped"); Foundation names a unit.
    static func portionDescription(description: String, unit: String, modifier: String) -> String {
        let described = description.trimmingCharacters(in: .whitespaces)
        if !described.isEmpty, described.lowercased() != "quantity not specified" {
            // "1 cup" → "cup": the amount is kept separately.
            let words = described.split(separator: " ", maxSplits: 1)
            if words.count == 2, Double(words[0]) != nil || words[0].contains("/") { return String(words[1]) }
            return described
        }
        let named = unit.lowercased() == "undetermined" ? "" : unit
        return [named, modifier.trimmingCharacters(in: .whitespaces)].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A CSV file with a header row, read by column name.
    struct Table {
        var name: String
        var columns: [String: Int]
        var records: [[String]]
        var rows: Range<Int> { records.indices }

        func has(_ column: String) -> Bool { columns[column] != nil }

        subscript(row: Int, column: String) -> String {
            guard let index = columns[column], index < records[row].count else { return "" }
            return records[row][index]
        }
    }

    static func table(_ files: [String: String], _ name: String, columns required: [String]) throws(AlmanacError) -> Table {
        let records: [CSVTable.Record]
        do {
            records = try CSVTable.parse(files[name] ?? "")
        } catch {
            throw .invalid("folder", "\(name): \(error.message)")
        }
        guard let header = records.first else { throw .invalid("folder", "\(name) is empty.") }
        let columns = Dictionary(header.fields.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        for column in required where columns[column] == nil {
            throw .invalid("folder", "\(name) has no \(column) column; is this a FoodData Central CSV download?")
        }
        return Table(name: name, columns: columns, records: records.dropFirst().map(\.fields))
    }

    static func optionalTable(_ files: [String: String], _ name: String, columns: [String]) throws(AlmanacError) -> Table? {
        files[name] == nil ? nil : try table(files, name, columns: columns)
    }
}

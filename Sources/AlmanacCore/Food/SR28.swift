import Foundation

/// One household measure of a food: `1 cup = 244 g`.
public struct FoodPortion: Codable, Equatable, Sendable {
    public var amount: Double
    public var description: String
    public var grams: Double

    public init(amount: Double, description: String, grams: Double) {
        self.amount = amount
        self.description = description
        self.grams = grams
    }
}

/// A nutrient SR28 reports, e.g. `208 kcal ENERC_KCAL Energy`.
public struct NutrientDefinition: Codable, Equatable, Sendable {
    /// SR28's Nutr_No, e.g. "208".
    public var number: String
    public var unit: String
    /// INFOODS tag name, e.g. "PROCNT"; empty for a few nutrients SR28 leaves untagged.
    public var tag: String
    public var name: String
    /// How many decimals SR28 reports the value with.
    public var decimals: Int
    /// SR28's display order.
    public var order: Int

    public init(number: String, unit: String, tag: String, name: String, decimals: Int, order: Int) {
        self.number = number
        self.unit = unit
        self.tag = tag
        self.name = name
        self.decimals = decimals
        self.order = order
    }
}

public struct FoodGroup: Codable, Equatable, Sendable {
    public var code: String
    public var name: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}

/// One SR28 food with its nutrients per 100 g of edible portion and its household measures.
public struct FoodRecord: Codable, Equatable, Sendable {
    /// SR number, five digits with leading zeros: "01079".
    public var ndb: String
    public var longDesc: String
    public var shortDesc: String
    /// SR28's ComName: other names people use ("hot dog, frank, wiener").
    public var comName: String
    public var manufacturer: String
    /// Used in USDA's dietary survey (FNDDS): an everyday food.
    public var isSurvey: Bool
    public var groupCode: String
    public var groupName: String
    /// Percent of the purchased weight that is not eaten (peel, bone).
    public var refusePercent: Double
    /// Nutr_No → amount per 100 g, in the nutrient definition's unit.
    public var nutrients: [String: Double]
    public var portions: [FoodPortion]

    public init(
        ndb: String, longDesc: String, shortDesc: String = "", comName: String = "", manufacturer: String = "",
        isSurvey: Bool = false, groupCode: String = "", groupName: String = "", refusePercent: Double = 0,
        nutrients: [String: Double] = [:], portions: [FoodPortion] = []
    ) {
        self.ndb = ndb
        self.longDesc = longDesc
        self.shortDesc = shortDesc
        self.comName = comName
        self.manufacturer = manufacturer
        self.isSurvey = isSurvey
        self.groupCode = groupCode
        self.groupName = groupName
        self.refusePercent = refusePercent
        self.nutrients = nutrients
        self.portions = portions
    }

    /// Energy in kcal per 100 g (SR28 nutrient 208), 0 when SR28 has no value.
    public var kcalPer100g: Double { nutrients[NutrientNumber.energyKcal] ?? 0 }
}

/// The nutrient numbers the ledger and pages use by name.
public enum NutrientNumber {
    public static let energyKcal = "208"
    public static let protein = "203"
    public static let fat = "204"
    public static let carbohydrate = "205"
    public static let ash = "207"
    public static let alcohol = "221"
    public static let water = "255"
    public static let sugars = "269"
    public static let fiber = "291"
    public static let calcium = "301"
    public static let iron = "303"
    public static let potassium = "306"
    public static let sodium = "307"
    public static let vitaminC = "401"
    public static let saturatedFat = "606"
}

/// The whole food database: what the importer produces and the compact form carries.
public struct FoodDatabase: Codable, Equatable, Sendable {
    public var groups: [FoodGroup]
    public var nutrients: [NutrientDefinition]
    public var foods: [FoodRecord]

    public init(groups: [FoodGroup], nutrients: [NutrientDefinition], foods: [FoodRecord]) {
        self.groups = groups
        self.nutrients = nutrients
        self.foods = foods
    }
}

/// Parses the USDA SR28 ASCII release: `^` separates fields, `~` wraps text, lines end in CRLF.
/// Functions take the file contents; the caller reads the files.
public enum SR28 {
    /// Decodes file bytes as Windows-1252 (the release says ASCII, yet a few bytes such as µ and
    /// curly quotes are Windows-1252).
    public static func decodeWindows1252(_ data: Data) -> String {
        if !data.contains(where: { $0 >= 0x80 }) { return String(decoding: data, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(data.count)
        for byte in data {
            if byte >= 0x80 && byte <= 0x9F, let mapped = windows1252High[Int(byte - 0x80)] {
                scalars.append(mapped)
            } else {
                scalars.append(Unicode.Scalar(byte))  // ASCII and Latin-1 coincide with Windows-1252 here
            }
        }
        return String(scalars)
    }

    private static let windows1252High: [Unicode.Scalar?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil, 0x017D, nil,
        nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, nil, 0x017E, 0x0178,
    ].map { $0.flatMap { Unicode.Scalar(UInt32($0)) } }

    /// Splits one file into records of fields, removing the `~` around text fields.
    /// A `^` inside a `~...~` text field stays part of the text. Scans UTF-8 bytes for speed
    /// (NUT_DATA has 679,045 lines); every delimiter is ASCII, so the cuts fall on character bounds.
    public static func records(_ text: String) -> [[Substring]] {
        var result: [[Substring]] = []
        let utf8 = text.utf8
        var fields: [Substring] = []
        var fieldStart = utf8.startIndex
        var inText = false
        var index = utf8.startIndex
        func endField(at end: String.Index) {
            var lower = fieldStart
            var upper = end
            if lower < upper && utf8[lower] == UInt8(ascii: "~") { lower = utf8.index(after: lower) }
            if lower < upper && utf8[utf8.index(before: upper)] == UInt8(ascii: "~") { upper = utf8.index(before: upper) }
            fields.append(text[lower..<max(lower, upper)])
        }
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "~") {
                inText.toggle()
            } else if !inText && byte == UInt8(ascii: "^") {
                endField(at: index)
                fieldStart = utf8.index(after: index)
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if index > fieldStart || !fields.isEmpty {
                    endField(at: index)
                    result.append(fields)
                }
                fields = []
                inText = false
                fieldStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if index > fieldStart || !fields.isEmpty {
            endField(at: index)
            result.append(fields)
        }
        return result
    }

    public static func parseGroups(_ text: String) throws(AlmanacError) -> [FoodGroup] {
        try records(text).enumerated().map { (number, fields) throws(AlmanacError) in
            guard fields.count >= 2 else { throw malformed("FD_GROUP", line: number + 1, expected: 2, got: fields.count) }
            return FoodGroup(code: String(fields[0]), name: String(fields[1]))
        }
    }

    public static func parseNutrientDefinitions(_ text: String) throws(AlmanacError) -> [NutrientDefinition] {
        try records(text).enumerated().map { (number, f) throws(AlmanacError) in
            guard f.count >= 6 else { throw malformed("NUTR_DEF", line: number + 1, expected: 6, got: f.count) }
            return NutrientDefinition(
                number: String(f[0]), unit: String(f[1]), tag: String(f[2]), name: String(f[3]),
                decimals: Int(f[4]) ?? 0, order: Int(f[5]) ?? 0)
        }
    }

    /// Builds every food from the five files. Nutrients and portions of an NDB that FOOD_DES does
    /// not list are ignored; a food whose group is unknown keeps an empty group name.
    public static func parse(
        foodDescriptions: String, groups groupsText: String, nutrientDefinitions: String, nutrientData: String, weights: String
    ) throws(AlmanacError) -> FoodDatabase {
        let groups = try parseGroups(groupsText)
        let definitions = try parseNutrientDefinitions(nutrientDefinitions)
        let groupNames = Dictionary(groups.map { ($0.code, $0.name) }, uniquingKeysWith: { a, _ in a })

        var foods: [FoodRecord] = []
        var indexByNdb: [String: Int] = [:]
        for (number, f) in records(foodDescriptions).enumerated() {
            guard f.count >= 9 else { throw malformed("FOOD_DES", line: number + 1, expected: 9, got: f.count) }
            let ndb = String(f[0])
            let groupCode = String(f[1])
            indexByNdb[ndb] = foods.count
            foods.append(
                FoodRecord(
                    ndb: ndb, longDesc: String(f[2]), shortDesc: String(f[3]), comName: String(f[4]),
                    manufacturer: String(f[5]), isSurvey: f[6] == "Y", groupCode: groupCode,
                    groupName: groupNames[groupCode] ?? "", refusePercent: Double(f[8]) ?? 0))
        }
        for (number, f) in records(nutrientData).enumerated() {
            guard f.count >= 3 else { throw malformed("NUT_DATA", line: number + 1, expected: 3, got: f.count) }
            guard let index = indexByNdb[String(f[0])], let value = Double(f[2]) else { continue }
            foods[index].nutrients[String(f[1])] = value
        }
        for (number, f) in records(weights).enumerated() {
            guard f.count >= 5 else { throw malformed("WEIGHT", line: number + 1, expected: 5, got: f.count) }
            guard let index = indexByNdb[String(f[0])], let amount = Double(f[2]), let grams = Double(f[4]) else { continue }
            foods[index].portions.append(FoodPortion(amount: amount, description: String(f[3]), grams: grams))
        }
        return FoodDatabase(groups: groups, nutrients: definitions, foods: foods)
    }

    /// The same from raw file bytes, decoded as Windows-1252.
    public static func parse(
        foodDescriptions: Data, groups: Data, nutrientDefinitions: Data, nutrientData: Data, weights: Data
    ) throws(AlmanacError) -> FoodDatabase {
        try parse(
            foodDescriptions: decodeWindows1252(foodDescriptions), groups: decodeWindows1252(groups),
            nutrientDefinitions: decodeWindows1252(nutrientDefinitions), nutrientData: decodeWindows1252(nutrientData),
            weights: decodeWindows1252(weights))
    }

    private static func malformed(_ file: String, line: Int, expected: Int, got: Int) -> AlmanacError {
        .invalid("file", "\(file) line \(line) has \(got) fields; an SR28 \(file) line has at least \(expected).")
    }
}

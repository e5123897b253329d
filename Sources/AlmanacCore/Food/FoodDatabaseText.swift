import Foundation

/// The compact text form of a `FoodDatabase` that the project ships (the store gzips it).
///
/// One record per line, tab-separated, the first field saying what the line is:
///
///     almanac-foods	1
///     G	0100	Dairy and Egg Products
///     N	203	g	PROCNT	Protein	2	600
///     F	01001	0100	Y	0	Butter, salted	BUTTER,WITH SALT	<comName>	<manufacturer>	203=0.85 204=81.11 …
///     P	1	pat (1" sq, 1/3" high)	5
///
/// `P` lines are the portions of the `F` line above them. Text fields escape `\`, tab and line
/// breaks as `\\`, `\t`, `\n`, `\r`. Numbers use the shortest text that reads back to the same Double.
public enum FoodDatabaseText {
    static let header = "almanac-foods\t1"

    public static func encode(_ database: FoodDatabase) -> String {
        var out = header + "\n"
        for group in database.groups {
            out += "G\t\(escape(group.code))\t\(escape(group.name))\n"
        }
        for n in database.nutrients {
            out += "N\t\(escape(n.number))\t\(escape(n.unit))\t\(escape(n.tag))\t\(escape(n.name))\t\(n.decimals)\t\(n.order)\n"
        }
        for food in database.foods {
            let nutrients = food.nutrients.sorted { numericOrder($0.key, $1.key) }
                .map { "\(escapeKey($0.key))=\(number($0.value))" }.joined(separator: " ")
            out += "F\t\(escape(food.ndb))\t\(escape(food.groupCode))\t\(food.isSurvey ? "Y" : "")\t\(number(food.refusePercent))\t"
            out +=
                "\(escape(food.longDesc))\t\(escape(food.shortDesc))\t\(escape(food.comName))\t\(escape(food.manufacturer))\t\(nutrients)\n"
            for portion in food.portions {
                out += "P\t\(number(portion.amount))\t\(escape(portion.description))\t\(number(portion.grams))\n"
            }
        }
        return out
    }

    public static func decode(_ text: String) throws(AlmanacError) -> FoodDatabase {
        var groups: [FoodGroup] = []
        var nutrients: [NutrientDefinition] = []
        var foods: [FoodRecord] = []
        var groupNames: [String: String] = [:]
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        guard let first = lines.next(), first == header else {
            throw .invalid("file", "This is not an Almanac food database file (the first line must be \"almanac-foods<TAB>1\").")
        }
        var lineNumber = 1
        while let line = lines.next() {
            lineNumber += 1
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            func bad(_ why: String) -> AlmanacError { .invalid("file", "Food database line \(lineNumber): \(why).") }
            switch f[0] {
            case "G":
                guard f.count == 3 else { throw bad("a group line has 3 fields, this one has \(f.count)") }
                let group = FoodGroup(code: unescape(f[1]), name: unescape(f[2]))
                groupNames[group.code] = group.name
                groups.append(group)
            case "N":
                guard f.count == 7, let decimals = Int(f[5]), let order = Int(f[6]) else {
                    throw bad("a nutrient line has 7 fields ending in two whole numbers")
                }
                nutrients.append(
                    NutrientDefinition(
                        number: unescape(f[1]), unit: unescape(f[2]), tag: unescape(f[3]), name: unescape(f[4]), decimals: decimals,
                        order: order))
            case "F":
                guard f.count == 10, let refuse = Double(f[4]) else { throw bad("a food line has 10 fields with the refuse percent fifth") }
                var values: [String: Double] = [:]
                for pair in f[9].split(separator: " ") {
                    guard let equals = pair.firstIndex(of: "="), let value = Double(pair[pair.index(after: equals)...]) else {
                        throw bad("nutrient \"\(pair)\" is not written as number=value")
                    }
                    values[unescape(pair[..<equals])] = value  // keys were escaped with escapeKey
                }
                let code = unescape(f[2])
                foods.append(
                    FoodRecord(
                        ndb: unescape(f[1]), longDesc: unescape(f[5]), shortDesc: unescape(f[6]), comName: unescape(f[7]),
                        manufacturer: unescape(f[8]), isSurvey: f[3] == "Y", groupCode: code, groupName: groupNames[code] ?? "",
                        refusePercent: refuse, nutrients: values))
            case "P":
                guard f.count == 4, let amount = Double(f[1]), let grams = Double(f[3]) else {
                    throw bad("a portion line has amount, description and grams")
                }
                guard !foods.isEmpty else { throw bad("a portion comes before any food") }
                foods[foods.count - 1].portions.append(FoodPortion(amount: amount, description: unescape(f[2]), grams: grams))
            default:
                throw bad("unknown line kind \"\(f[0])\"")
            }
        }
        return FoodDatabase(groups: groups, nutrients: nutrients, foods: foods)
    }

    /// Shortest text that reads back as the same Double: 5 → "5", 0.85 → "0.85".
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func numericOrder(_ a: String, _ b: String) -> Bool {
        if let x = Int(a), let y = Int(b) { return x < y }
        return a < b
    }

    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Nutrient keys sit in a space-separated list of key=value pairs, so spaces and `=` are escaped too.
    static func escapeKey(_ key: String) -> String {
        escape(key).replacingOccurrences(of: " ", with: "\\s").replacingOccurrences(of: "=", with: "\\e")
    }

    static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var out = ""
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                switch scalar {
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                case "s": out += " "
                case "e": out += "="
                default: out.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

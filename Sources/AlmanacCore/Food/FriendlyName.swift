import Foundation

/// Turns SR28's inverted catalogue descriptions into names a person would say, by rules:
/// `Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D` → `2% milk (reduced fat)`,
/// `Bananas, raw` → `Banana, raw`, `Chicken, broilers or fryers, breast, meat only, cooked, roasted`
/// → `Chicken breast, roasted`.
///
/// The rules, in order:
/// 1. Split at top-level commas; drop a catalogue heading (`Beverages`, `Spices`, `Fish`, `Nuts`…),
///    remembering baby food, fast food and restaurant as a suffix.
/// 2. Drop parts that say nothing to an eater (`fluid`, `broilers or fryers`, `meat only`,
///    `with added vitamin …`, `all grades`, `without salt`…).
/// 3. Singularise a one-word plural head (`Bananas` → `Banana`).
/// 4. A cut (`breast`, `thigh`, `loin`…) follows the head (`Chicken breast`); a short modifier comes
///    before it (`Cheese, blue` → `Blue cheese`); a modifier that contains the head replaces it
///    (`Milk, buttermilk` → `Buttermilk`). Cooking states, `with…` phrases and brand names never move.
/// 5. A milk-fat percentage leads (`2% milk`) and the fat words go in parentheses (`(reduced fat)`).
/// 6. `cooked` is dropped when a specific method follows (`cooked, roasted` → `roasted`).
public enum FriendlyName {
    public static func make(longDescription: String) -> String {
        // "(includes soft bread crumbs)" explains the catalogue entry, not the food.
        var parts = topLevelParts(longDescription).map(removingIncludesNote).filter { !$0.isEmpty }
        guard !parts.isEmpty else { return longDescription }

        var suffix = ""
        while let first = parts.first, let heading = catalogueHeadings[first.lowercased()], parts.count > 1 {
            parts.removeFirst()
            if !heading.isEmpty { suffix = " (\(heading))" }
        }
        parts.removeAll { isNoise($0) }
        guard !parts.isEmpty else { return longDescription }

        let isBranded = parts.prefix(2).contains(where: looksLikeBrand)
        var head = parts.removeFirst()
        if !head.contains(" "), !isBranded { head = singular(head) }

        if !isBranded, let next = parts.first {
            if cuts.contains(next.lowercased()) {
                head += " " + next.lowercased()
                parts.removeFirst()
            } else if isModifier(next), !(fatLevels.contains(next.lowercased()) && parts.contains(where: isMilkfatPercentage)) {
                let lowerHead = lowercasedFirst(head)
                head = next.lowercased().contains(lowerHead.lowercased()) ? next : next + " " + lowerHead
                parts.removeFirst()
            }
        }

        if let percentIndex = parts.firstIndex(where: isMilkfatPercentage) {
            let percent = parts[percentIndex].split(separator: " ")[0]
            parts.remove(at: percentIndex)
            head = "\(percent) \(lowercasedFirst(head))"
            let fatWords = parts.filter { fatLevels.contains($0.lowercased()) }
            parts.removeAll { fatLevels.contains($0.lowercased()) }
            if !fatWords.isEmpty { head += " (\(fatWords.joined(separator: ", ")))" }
        }

        if let cooked = parts.firstIndex(where: { $0.lowercased() == "cooked" }), cooked + 1 < parts.count,
            cookingMethods.contains(parts[cooked + 1].lowercased())
        {
            parts.remove(at: cooked)
        }

        let name = ([head] + parts).joined(separator: ", ") + suffix
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    static func removingIncludesNote(_ part: String) -> String {
        guard let open = part.range(of: "(includes", options: .caseInsensitive) else { return part }
        let close = part[open.upperBound...].firstIndex(of: ")").map { part.index(after: $0) } ?? part.endIndex
        return (String(part[..<open.lowerBound]) + String(part[close...])).trimmingCharacters(in: .whitespaces)
    }

    /// Splits at commas outside parentheses, trimming each part.
    static func topLevelParts(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            default: break
            }
            if character == "," && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Headings SR28 puts first to file foods together; the value is a suffix worth keeping.
    static let catalogueHeadings: [String: String] = [
        "beverages": "", "spices": "", "fish": "", "nuts": "", "seeds": "", "cereals ready-to-eat": "",
        "cereals": "", "usda commodity": "", "carbonated": "", "salad dressing": "", "alcoholic beverage": "", "snacks": "", "candies": "",
        "babyfood": "baby food", "fast foods": "fast food", "fast food": "fast food", "restaurant": "restaurant",
    ]

    static let noisePhrases: Set<String> = [
        "fluid", "broilers or fryers", "meat only", "all classes", "all grades", "all commercial varieties",
        "all areas", "without salt", "with salt", "drained", "year round average", "nfs", "prepared with tap water",
        "regular", "not fortified", "unenriched", "enriched", "commercial", "from whole bird", "composite of cuts",
        "commercially prepared",
    ]

    static func isNoise(_ part: String) -> Bool {
        let lower = part.lowercased()
        return noisePhrases.contains(lower) || lower.hasPrefix("with added") || lower.hasPrefix("without added")
            || lower.hasPrefix("includes usda") || lower.hasPrefix("usda commodity")
    }

    static let cuts: Set<String> = [
        "breast", "thigh", "wing", "wings", "drumstick", "leg", "back", "neck", "loin", "tenderloin", "rib", "ribs",
        "shoulder", "brisket", "flank", "round", "chuck", "liver", "heart", "giblets", "gizzard", "skin", "fillet",
        "fillets", "steak", "chop", "chops",
    ]

    static let cookingMethods: Set<String> = [
        "roasted", "boiled", "baked", "fried", "pan-fried", "grilled", "broiled", "braised", "stewed", "steamed",
        "microwaved", "simmered", "poached", "scrambled", "smoked", "stir-fried", "rotisserie", "toasted",
    ]

    static let states: Set<String> = [
        "raw", "cooked", "canned", "frozen", "dried", "dry", "dehydrated", "fresh", "brewed", "unprepared",
        "prepared", "ready-to-eat", "ready-to-serve", "ready-to-drink", "ready to drink", "condensed",
        "mature seeds", "immature seeds", "solids and liquids", "unheated", "heated",
    ]

    static let fatLevels: Set<String> = [
        "whole", "reduced fat", "lowfat", "low fat", "nonfat", "fat free", "skim", "fat-free", "light",
    ]

    /// Words that keep their plural when they head a name.
    static let pluralNouns: Set<String> = [
        "oats", "grits", "molasses", "greens", "hummus", "couscous", "swiss", "asparagus", "octopus", "citrus", "hibiscus",
    ]

    /// A short descriptive part that reads well before the head noun.
    static func isModifier(_ part: String) -> Bool {
        let lower = part.lowercased()
        let words = lower.split(separator: " ")
        guard (1...3).contains(words.count), !lower.hasPrefix("("), lower.first?.isLetter == true else { return false }
        if states.contains(lower) || cookingMethods.contains(lower) || isMilkfatPercentage(part) { return false }
        let joiners: Set<Substring> = [
            "with", "without", "from", "in", "and", "or", "not", "no", "includes", "including", "prepared", "made", "to", "type",
        ]
        if let first = words.first, joiners.contains(first) { return false }
        return !words.contains(where: { $0 == "and" || $0 == "or" || $0 == "with" || $0 == "type" || $0.contains("-type") })
    }

    static func isMilkfatPercentage(_ part: String) -> Bool {
        let words = part.lowercased().split(separator: " ")
        guard words.count == 2, words[1] == "milkfat", words[0].hasSuffix("%") else { return false }
        return Double(words[0].dropLast()) != nil
    }

    /// Brand names are written in capitals in SR28 (`KELLOGG'S`, `OSCAR MAYER`).
    static func looksLikeBrand(_ part: String) -> Bool {
        part.split(separator: " ").contains { word in
            let letters = word.filter(\.isLetter)
            return letters.count >= 3 && letters.allSatisfy(\.isUppercase)
        }
    }

    public static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        if pluralNouns.contains(lower) || lower.count < 4 || !lower.hasSuffix("s") { return word }
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") { return word }
        if lower.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if lower.hasSuffix("oes") || lower.hasSuffix("ches") || lower.hasSuffix("shes") || lower.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first, !looksLikeBrand(text) else { return text }
        // Keep a capitalised second word (a proper noun) but lower the first letter of a plain head.
        return first.lowercased() + text.dropFirst()
    }
}

import Foundation

/// How much of a food: grams, or an amount of one of its portions (`1.5 cup`).
public enum FoodAmount: Sendable, Equatable {
    case grams(Double)
    case portion(amount: Double, name: String)

    /// Reads what a person types: `150g`, `150 g`, `0.2 kg`, `4 oz`, `1.5 cup`, `1/2 cup`, `1 medium`.
    /// A bare number is grams.
    public static func parse(_ text: String) throws(AlmanacError) -> FoodAmount {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let numberEnd = trimmed.firstIndex(where: { !($0.isNumber || $0 == "." || $0 == "," || $0 == "/") }) ?? trimmed.endIndex
        let numberText = trimmed[..<numberEnd].replacingOccurrences(of: ",", with: ".")
        let unit = trimmed[numberEnd...].trimmingCharacters(in: .whitespaces)
        let value: Double?
        if let slash = numberText.firstIndex(of: "/") {
            let top = Double(numberText[..<slash])
            let bottom = Double(numberText[numberText.index(after: slash)...])
            value = top.flatMap { t in bottom.flatMap { $0 == 0 ? nil : t / $0 } }
        } else {
            value = Double(numberText)
        }
        guard let amount = value, amount.isFinite else {
            throw .invalid("amount", "“\(text)” is not an amount; write grams (150 g) or a portion (1.5 cup).")
        }
        switch unit.lowercased() {
        case "", "g", "gram", "grams": return .grams(amount)
        case "kg": return .grams(amount * 1000)
        case "oz": return .grams(amount * 28.349523125)
        case "lb", "lbs": return .grams(amount * 453.59237)
        default: return .portion(amount: amount, name: unit)
        }
    }
}

/// One line of a recipe's ingredients as typed (`200 g rolled oats`, `1 cup 2% milk`): the amount,
/// and the words that name the food (to search for).
public struct RecipeLine: Equatable, Sendable {
    /// 1-based, for messages ("Line 2: …").
    public var number: Int
    public var amount: FoodAmount
    public var query: String

    /// Household measures that may follow an ingredient's amount (`1 cup milk`).
    static let measureWords: Set<String> = [
        "cup", "cups", "tbsp", "tsp", "medium", "large", "small", "slice", "slices", "piece", "pieces", "glass", "serving", "servings",
        "stalk", "clove", "cloves", "leaf", "leaves", "pat", "fl", "can", "package", "breast", "egg",
    ]

    /// The lines of `text`, blank ones skipped; each must start with an amount and name a food.
    public static func parse(_ text: String) throws(AlmanacError) -> [RecipeLine] {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !lines.isEmpty else {
            throw .invalid("ingredients", "A recipe needs at least one ingredient, one per line (200 g oats).")
        }
        var result: [RecipeLine] = []
        for (index, line) in lines.enumerated() {
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first, first.first?.isNumber == true else {
                throw .invalid("ingredients", "Line \(index + 1) (“\(line)”) must start with an amount: 200 g oats, 1 cup milk.")
            }
            // The amount: a number with a unit glued on (200g), or a number followed by a unit
            // (200 g) or by a household measure (1 cup, 1 medium), which is then not part of the food's name.
            var rest = Array(words.dropFirst())
            let bare = first.allSatisfy { $0.isNumber || $0 == "." || $0 == "/" || $0 == "," }
            var amount = try FoodAmount.parse(first)
            if bare, let next = rest.first?.lowercased() {
                if ["g", "gram", "grams", "kg", "oz", "lb"].contains(next) {
                    amount = try FoodAmount.parse(first + " " + next)
                    rest.removeFirst()
                } else if measureWords.contains(next), case .grams(let count) = amount {
                    amount = .portion(amount: count, name: next.hasSuffix("s") && next != "glass" ? String(next.dropLast()) : next)
                    rest.removeFirst()
                }
            }
            let query = rest.joined(separator: " ")
            guard !query.isEmpty else { throw .invalid("ingredients", "Line \(index + 1): no food matches “”.") }
            result.append(RecipeLine(number: index + 1, amount: amount, query: query))
        }
        return result
    }
}

/// The food log's day-start rule: the instant a person means by a time on a day of their log.
public enum FoodDayStart {
    /// The instant of `time` (HH:MM) on `day`; a time before the day-start hour belongs to the next
    /// calendar date (02:00 on a day that starts at 04:00 is the night after). No time means now
    /// for today and midday for another day.
    public static func instant(day: LocalDay, time: String?, preferences: UserPreferences, now: Date) throws(AlmanacError) -> Date {
        let text = (time ?? "").trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else {
            if day == preferences.today(at: now) { return now }
            return day.start(in: preferences.zone, dayStartHour: preferences.dayStartHour).addingTimeInterval(12 * 3600)
        }
        // A time input may send seconds (HH:MM:SS); the log keeps minutes.
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let clock = try WallClockTime(parts.count == 3 ? parts.prefix(2).joined(separator: ":") : text, field: "time")
        let date = clock.hour < preferences.dayStartHour ? day.adding(days: 1) : day
        return clock.instant(on: date, in: preferences.zone)
    }
}

import Foundation

/// What a number that comes from outside (JSON, forms, queries, imports, CLI) means, and the range
/// it may take. Every such number is checked against its quantity at the boundary, in this one
/// place per quantity, so nothing downstream sees NaN, ±infinity or a value that could make
/// arithmetic or a conversion trap. A refusal is `AlmanacError.outOfRange` naming the field and
/// the allowed range.
public struct Quantity: Sendable, Hashable {
    /// What the number is, in words ("grams of one food").
    public var meaning: String
    /// The unit shown after the bounds ("g"), empty for plain counts.
    public var unit: String
    public var minimum: Double
    public var maximum: Double
    /// True when the minimum itself is not allowed (grams must be more than 0).
    public var excludesMinimum: Bool
    /// True when only whole numbers make sense (minutes of a timer, a year).
    public var isWhole: Bool

    public init(_ meaning: String, unit: String = "", _ range: ClosedRange<Double>, excludesMinimum: Bool = false, isWhole: Bool = false) {
        self.meaning = meaning
        self.unit = unit
        self.minimum = range.lowerBound
        self.maximum = range.upperBound
        self.excludesMinimum = excludesMinimum
        self.isWhole = isWhole
    }

    /// The allowed range in words: "more than 0 and at most 10,000 g".
    public var rangeText: String {
        let unitText = unit.isEmpty ? "" : " \(unit)"
        let lower = excludesMinimum ? "more than \(NumberText.grouped(minimum))" : "from \(NumberText.grouped(minimum))"
        let upper = excludesMinimum ? "at most \(NumberText.grouped(maximum))" : "to \(NumberText.grouped(maximum))"
        return "\(lower)\(excludesMinimum ? " and " : " ")\(upper)\(unitText)"
    }

    /// `value` when it is a finite number in range (and whole where it must be), else an
    /// `outOfRange` error naming `field`.
    @discardableResult
    public func check(_ value: Double, field: String) throws(AlmanacError) -> Double {
        let wanted = "\(meaning.prefix(1).uppercased() + meaning.dropFirst()) must be \(isWhole ? "a whole number " : "")\(rangeText)"
        guard value.isFinite else { throw .outOfRange(field: field, message: "\(wanted); \(NumberText.plain(value)) is not a number.") }
        let below = excludesMinimum ? value <= minimum : value < minimum
        guard !below, value <= maximum else {
            throw .outOfRange(field: field, message: "\(wanted); \(NumberText.plain(value)) was given.")
        }
        if isWhole, value.rounded() != value {
            throw .outOfRange(field: field, message: "\(wanted); \(NumberText.plain(value)) was given.")
        }
        return value == 0 ? 0 : value  // -0 becomes 0
    }

    /// An integer in range. `Int` is always safe to build from a checked whole number (the
    /// bounds of every quantity lie far inside `Int`'s range).
    @discardableResult
    public func check(_ value: Int, field: String) throws(AlmanacError) -> Int {
        Int(try check(Double(value), field: field))
    }

    /// A number typed in a form field or on the command line: decimal point or comma, spaces
    /// around it ignored; anything that is not a number is refused with the field's name.
    public func parse(_ text: String, field: String) throws(AlmanacError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let normalized = trimmed.contains(".") ? trimmed : trimmed.replacingOccurrences(of: ",", with: ".")
        guard !trimmed.isEmpty, let value = Double(normalized) else {
            throw .invalid(field, "\(meaning.prefix(1).uppercased() + meaning.dropFirst()) must be a number; “\(trimmed)” is not one.")
        }
        return try check(value, field: field)
    }

    /// `parse` for an optional field: nil when missing or blank.
    public func parse(optional text: String?, field: String) throws(AlmanacError) -> Double? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return try parse(text, field: field)
    }

    /// `parse` for a whole number.
    public func parseWhole(_ text: String, field: String) throws(AlmanacError) -> Int {
        Int(try parse(text, field: field))
    }
}

/// The quantities of Almanac, one definition each. Web, API, CLI, imports and the OpenAPI
/// document all use these.
extension Quantity {
    // Food
    public static let gramsPerEntry = Quantity("grams of one food", unit: "g", 0...10_000, excludesMinimum: true)
    public static let kcalPerEntry = Quantity("calories in one entry", unit: "kcal", 0...20_000)
    public static let kcalPerActivity = Quantity("calories of one activity", unit: "kcal", 0...10_000)
    public static let kcalPerSample = Quantity("calories of one energy sample", unit: "kcal", 0...10_000)
    public static let portionAmount = Quantity("how many portions", 0.01...1_000)
    public static let servingGrams = Quantity("grams of one serving or portion", unit: "g", 0.01...10_000)
    public static let servings = Quantity("servings a recipe makes", 0.01...1_000)
    public static let yieldGrams = Quantity("the cooked weight of a recipe", unit: "g", 1...100_000)
    /// Nutrients of a custom food; the physical rules (mass ≤ 100 g per 100 g, ≤ 900 kcal) come after.
    public static let nutrientAmount = Quantity("amount of one nutrient", 0...1_000_000)
    public static let nutrientTarget = Quantity("a daily nutrient target", 0...1_000_000)
    public static let bodyKilograms = Quantity("body weight", unit: "kg", 20...400)
    public static let heightCm = Quantity("height", unit: "cm", 50...272)
    public static let birthYear = Quantity("year of birth", 1900...2100, isWhole: true)
    public static let activityMultiplier = Quantity("activity multiplier", 1...2.5)
    public static let activityMinutes = Quantity("minutes of activity", unit: "min", 0...1_440, excludesMinimum: true)
    // The System
    public static let estimateHours = Quantity("estimated hours", unit: "h", 0...168)
    public static let dayHours = Quantity("hours available in a day", unit: "h", 0...24)
    public static let percentDone = Quantity("percent done", unit: "%", 0...100, isWhole: true)
    public static let sprintWeeks = Quantity("weeks in a sprint", 1...2, isWhole: true)
    public static let weekday = Quantity("a weekday (1 = Sunday … 7 = Saturday)", 1...7, isWhole: true)
    public static let intentionMinutes = Quantity("minutes of an intention", unit: "min", 1...480, isWhole: true)
    public static let extendMinutes = Quantity("minutes to add", unit: "min", 1...480, isWhole: true)
    public static let sleepQuality = Quantity("sleep quality", 1...5, isWhole: true)
    public static let restingHeartRate = Quantity("resting heart rate", unit: "bpm", 20...250, isWhole: true)
    public static let workoutMinutes = Quantity("minutes of a workout", unit: "min", 1...1_440, isWhole: true)
    // Accounts and calendars
    public static let weekStart = Quantity("the weekday the week starts (1 = Sunday, 2 = Monday)", 1...2, isWhole: true)
    public static let dayStartHour = Quantity("the hour the day starts", 0...6, isWhole: true)
    public static let year = Quantity("a year", 1...9_999, isWhole: true)
    /// A position in a list (moving to the nth place).
    public static let position = Quantity("a position in a list", 0...100_000, isWhole: true)
    /// How many items a listing returns.
    public static let listLimit = Quantity("how many to list", 1...500, isWhole: true)
    /// How many search results.
    public static let searchLimit = Quantity("how many results", 1...100, isWhole: true)
}

/// Numbers as text for people: never traps, whatever the value (NaN, ±infinity, 1e300).
public enum NumberText {
    /// A whole number as digits, a fraction with up to `decimals` digits (0 to 6; rounded as
    /// `fixed` rounds), trailing zeros dropped; "not a number" and "∞" for what is not finite;
    /// beyond 1e15 in scientific notation.
    public static func plain(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "not a number" : (value < 0 ? "−∞" : "∞") }
        guard abs(value) < 1e15 else { return String(format: "%.3g", value) }
        if value == value.rounded() { return String(Int64(value)) }
        var text = fixed(value, decimals: decimals)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `plain` with thousands separated by commas, for sentences: "20,000".
    public static func grouped(_ value: Double) -> String {
        let text = plain(value)
        guard value.isFinite, abs(value) >= 10_000, abs(value) < 1e15 else { return text }
        let sign = text.hasPrefix("-") ? "-" : ""
        let parts = text.dropFirst(sign.count).split(separator: ".", maxSplits: 1)
        var digits = ""
        for (index, character) in parts[0].enumerated() {
            if index > 0 && (parts[0].count - index) % 3 == 0 { digits += "," }
            digits.append(character)
        }
        return sign + digits + (parts.count > 1 ? "." + parts[1] : "")
    }

    /// Hours to one decimal: "7.5 h", "8 h".
    public static func hours(_ value: Double) -> String { plain(value, decimals: 1) + " h" }

    /// Rounded to a whole number, as digits ("1234"); safe for any value.
    public static func whole(_ value: Double) -> String {
        plain(value.isFinite ? value.rounded() : value, decimals: 0)
    }

    /// `value` with exactly `decimals` digits after the point (0 to 6), as `String(format: "%.Nf")`
    /// writes it, digit for digit (the binary value's exact decimal rounded, half to even, "-" for
    /// a negative value even when it rounds to 0), without `printf`: a chart writes hundreds of
    /// coordinates, and `String(format:)` was a third of the weight page's time. What is not finite,
    /// or too large to scale exactly, goes to `String(format:)`.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        let decimals = max(0, min(decimals, 6))
        let scale = [1.0, 10, 100, 1000, 10_000, 100_000, 1_000_000][decimals]
        let magnitude = abs(value)
        let scaled = magnitude * scale
        guard value.isFinite, scaled < 0x1p52 else { return String(format: "%.\(decimals)f", value) }
        // `scaled` is the product rounded; the exact product is `scaled` + `error` (its rounding
        // error is a double, found by a fused multiply-add), at most half a unit of `scaled`, so
        // only an exact half is decided by it.
        let whole = scaled.rounded(.down)
        let fraction = scaled - whole
        var units = whole
        if fraction >= 0.25 {
            let error = (-scaled).addingProduct(magnitude, scale)
            let fromHalf = fraction - 0.5
            if fromHalf > 0 || (fromHalf == 0 && (error > 0 || (error == 0 && whole.truncatingRemainder(dividingBy: 2) == 1))) {
                units += 1
            }
        }
        var digits = String(Int64(units))
        if decimals > 0 {
            if digits.utf8.count <= decimals { digits = String(repeating: "0", count: decimals + 1 - digits.utf8.count) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return value.sign == .minus ? "-" + digits : digits
    }

    /// An integer for arithmetic on display values (SVG coordinates, minutes left): rounded and
    /// clamped into ±1e15, 0 for NaN, so it can never trap.
    public static func clampedInt(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(1e15, max(-1e15, value.rounded())))
    }
}

/// A kind of number in a JSON request: `Checked<Kind>` decodes only a value in its quantity's range.
public protocol BoundedQuantity: Sendable {
    static var quantity: Quantity { get }
}

/// A number from a JSON body, checked against its quantity while decoding: out of range, NaN or
/// fractional where a whole number is meant is `AlmanacError.outOfRange` naming the JSON path
/// (`ingredients[2].grams`). Request types use this instead of `Double`/`Int`, so no unchecked
/// number gets past decoding.
public struct Checked<Kind: BoundedQuantity>: Codable, Sendable, Hashable, Comparable {
    public let value: Double

    public init(_ value: Double, field: String) throws(AlmanacError) {
        self.value = try Kind.quantity.check(value, field: field)
    }

    public init(from decoder: any Decoder) throws {
        let number = try decoder.singleValueContainer().decode(Double.self)
        value = try Kind.quantity.check(number, field: Self.path(decoder.codingPath))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if Kind.quantity.isWhole { try container.encode(Int(value)) } else { try container.encode(value) }
    }

    /// The value as an `Int`; safe because the value is in range.
    public var int: Int { Int(value) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

    /// A JSON path as the API's errors name fields: `products[2].price`.
    public static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return text.isEmpty ? "body" : text
    }
}

/// The kinds used in request types; each names one `Quantity` above.
public enum Quantities {
    public enum GramsPerEntry: BoundedQuantity { public static let quantity = Quantity.gramsPerEntry }
    public enum KcalPerEntry: BoundedQuantity { public static let quantity = Quantity.kcalPerEntry }
    public enum KcalPerActivity: BoundedQuantity { public static let quantity = Quantity.kcalPerActivity }
    public enum KcalPerSample: BoundedQuantity { public static let quantity = Quantity.kcalPerSample }
    public enum PortionAmount: BoundedQuantity { public static let quantity = Quantity.portionAmount }
    public enum ServingGrams: BoundedQuantity { public static let quantity = Quantity.servingGrams }
    public enum Servings: BoundedQuantity { public static let quantity = Quantity.servings }
    public enum YieldGrams: BoundedQuantity { public static let quantity = Quantity.yieldGrams }
    public enum NutrientAmount: BoundedQuantity { public static let quantity = Quantity.nutrientAmount }
    public enum NutrientTarget: BoundedQuantity { public static let quantity = Quantity.nutrientTarget }
    public enum BodyKilograms: BoundedQuantity { public static let quantity = Quantity.bodyKilograms }
    public enum HeightCm: BoundedQuantity { public static let quantity = Quantity.heightCm }
    public enum BirthYear: BoundedQuantity { public static let quantity = Quantity.birthYear }
    public enum ActivityMultiplier: BoundedQuantity { public static let quantity = Quantity.activityMultiplier }
    public enum ActivityMinutes: BoundedQuantity { public static let quantity = Quantity.activityMinutes }
    public enum EstimateHours: BoundedQuantity { public static let quantity = Quantity.estimateHours }
    public enum DayHours: BoundedQuantity { public static let quantity = Quantity.dayHours }
    public enum PercentDone: BoundedQuantity { public static let quantity = Quantity.percentDone }
    public enum SprintWeeks: BoundedQuantity { public static let quantity = Quantity.sprintWeeks }
    public enum IntentionMinutes: BoundedQuantity { public static let quantity = Quantity.intentionMinutes }
    public enum ExtendMinutes: BoundedQuantity { public static let quantity = Quantity.extendMinutes }
    public enum SleepQuality: BoundedQuantity { public static let quantity = Quantity.sleepQuality }
    public enum RestingHeartRate: BoundedQuantity { public static let quantity = Quantity.restingHeartRate }
    public enum WorkoutMinutes: BoundedQuantity { public static let quantity = Quantity.workoutMinutes }
    public enum WeekStart: BoundedQuantity { public static let quantity = Quantity.weekStart }
    public enum DayStartHour: BoundedQuantity { public static let quantity = Quantity.dayStartHour }
    public enum Position: BoundedQuantity { public static let quantity = Quantity.position }
}

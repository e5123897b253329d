import Foundation

/// The kinds of health data Almanac reads, each with its canonical unit.
public enum HealthKind: Int, CaseIterable, Codable, Sendable, Comparable {
    /// kcal burned by activity.
    case activeEnergy
    /// kcal burned at rest.
    case basalEnergy
    /// kcal eaten as another app logged them: shown, never added to the ledger.
    case dietaryEnergy
    /// Steps (count).
    case steps
    /// Body mass in kg.
    case bodyMass
    /// Beats per minute.
    case restingHeartRate
    /// Heart rate variability (SDNN) in milliseconds.
    case heartRateVariability
    /// Minutes asleep.
    case sleep
    /// Minutes of workout.
    case workout

    public static func < (a: HealthKind, b: HealthKind) -> Bool { a.rawValue < b.rawValue }

    /// The name used in the CSV format, the CLI summary and the JSON.
    public var name: String {
        switch self {
        case .activeEnergy: "activeEnergy"
        case .basalEnergy: "basalEnergy"
        case .dietaryEnergy: "dietaryEnergy"
        case .steps: "steps"
        case .bodyMass: "bodyMass"
        case .restingHeartRate: "restingHeartRate"
        case .heartRateVariability: "heartRateVariability"
        case .sleep: "sleep"
        case .workout: "workout"
        }
    }

    public init?(name: String) {
        guard let kind = HealthKind.allCases.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = kind
    }

    /// Summed over a day (energy, steps, minutes) rather than read as a level (weight, heart rate).
    public var isAdditive: Bool {
        switch self {
        case .activeEnergy, .basalEnergy, .dietaryEnergy, .steps, .sleep, .workout: true
        case .bodyMass, .restingHeartRate, .heartRateVariability: false
        }
    }

    /// The longest a record of this kind may plausibly last, in seconds; nil for levels (weight,
    /// heart rate), which are not spread over time. A longer record (one step count from 1900 to
    /// 2029 would fill 47,000 days) is left out and counted, not spread: a day's energy or steps
    /// summed by an app span one day, a night's sleep less, an ultra-marathon three.
    public var longestPlausibleSeconds: Int64? {
        switch self {
        case .activeEnergy, .basalEnergy, .dietaryEnergy, .steps: 2 * 86_400
        case .sleep: 86_400
        case .workout: 3 * 86_400
        case .bodyMass, .restingHeartRate, .heartRateVariability: nil
        }
    }

    /// The Apple Health identifier of this kind.
    public var appleIdentifier: String {
        switch self {
        case .activeEnergy: "HKQuantityTypeIdentifierActiveEnergyBurned"
        case .basalEnergy: "HKQuantityTypeIdentifierBasalEnergyBurned"
        case .dietaryEnergy: "HKQuantityTypeIdentifierDietaryEnergyConsumed"
        case .steps: "HKQuantityTypeIdentifierStepCount"
        case .bodyMass: "HKQuantityTypeIdentifierBodyMass"
        case .restingHeartRate: "HKQuantityTypeIdentifierRestingHeartRate"
        case .heartRateVariability: "HKQuantityTypeIdentifierHeartRateVariabilitySDNN"
        case .sleep: "HKCategoryTypeIdentifierSleepAnalysis"
        case .workout: "Workout"
        }
    }

    /// The canonical unit values are converted to.
    public var unit: String {
        switch self {
        case .activeEnergy, .basalEnergy, .dietaryEnergy: "kcal"
        case .steps: "count"
        case .bodyMass: "kg"
        case .restingHeartRate: "count/min"
        case .heartRateVariability: "ms"
        case .sleep, .workout: "min"
        }
    }
}

/// One measurement, in its kind's canonical unit, over [start, end) in whole seconds since 1970
/// (UTC). `source` indexes the reader's list of source names.
///
/// Packed into 24 bytes (a 2 GB export holds millions of them): the end is kept as a duration
/// from the start, the source as a 16-bit index. The readers refuse what does not fit (a record
/// longer than `longestDuration`, more than `mostSources` sources) before making a sample; the
/// initializer clamps, it never traps.
public struct HealthSample: Equatable, Sendable {
    public var start: Int64
    public var value: Double
    var duration: UInt32
    var sourceIndex: UInt16
    public var kind: HealthKind

    /// The longest record in seconds (about 136 years).
    public static let longestDuration = Int64(UInt32.max)
    /// The most distinct sources one reading holds.
    public static let mostSources = Int(UInt16.max) + 1

    public init(kind: HealthKind, source: Int32, start: Int64, end: Int64, value: Double) {
        self.kind = kind
        self.sourceIndex = UInt16(clamping: source)
        self.start = start
        self.duration = UInt32(clamping: end &- start)
        self.value = value
    }

    public var source: Int32 { Int32(sourceIndex) }
    public var end: Int64 { start + Int64(duration) }
}

/// Exact unit conversion to each kind's canonical unit.
public enum HealthUnits {
    /// The factor that turns a value in `unit` into the canonical unit of `kind`, or nil when the
    /// unit does not measure that kind.
    public static func factor(_ unit: String, for kind: HealthKind) -> Double? {
        switch kind {
        case .activeEnergy, .basalEnergy, .dietaryEnergy:
            switch unit {
            case "kcal", "Cal", "Kcal", "kCal": 1
            case "kJ": 1 / 4.184
            case "J": 1 / 4184
            case "cal": 1 / 1000
            default: nil
            }
        case .bodyMass:
            switch unit {
            case "kg": 1
            case "g": 0.001
            case "lb", "lbs": 0.453_592_37
            case "oz": 0.028_349_523_125
            case "st": 6.350_293_18
            default: nil
            }
        case .steps: unit == "count" ? 1 : nil
        case .restingHeartRate: unit == "count/min" || unit == "bpm" ? 1 : nil
        case .heartRateVariability:
            switch unit {
            case "ms": 1
            case "s": 1000
            default: nil
            }
        case .sleep, .workout:
            switch unit {
            case "min": 1
            case "s": 1.0 / 60
            case "hr", "h": 60
            default: nil
            }
        }
    }
}

/// A fast, exact reader of the timestamps health exports write: `2024-03-10 01:59:00 -0800`
/// (Apple Health) and ISO 8601 (`2024-03-10T01:59:00-08:00`, `...Z`), each with its own offset.
public enum HealthTimestamp {
    /// Seconds since 1970 (UTC), or nil when the text is not such a timestamp.
    public static func parse<C: Collection>(_ bytes: C) -> Int64? where C.Element == UInt8 {
        var digits: [Int64] = []
        digits.reserveCapacity(6)
        var it = bytes.makeIterator()
        var current: Int64 = 0
        var count = 0
        var sign: Int64 = 0
        var offsetDigits: [Int64] = []
        var zulu = false
        var expected = [4, 2, 2, 2, 2, 2]
        // Date and time: six groups of digits separated by one punctuation or space each.
        while let byte = it.next() {
            if byte >= 48, byte <= 57 {
                current = current * 10 + Int64(byte - 48)
                count += 1
                if digits.count < 6, count == expected[digits.count] {
                    digits.append(current)
                    current = 0
                    count = 0
                    if digits.count == 6 { break }
                }
            } else if count != 0 || digits.isEmpty {
                return nil
            }
        }
        guard digits.count == 6 else { return nil }
        expected = []
        // Fractional seconds, then the offset.
        while let byte = it.next() {
            switch byte {
            case UInt8(ascii: "."): while let b = it.next() { if b < 48 || b > 57 { return finish(b) } }
            case UInt8(ascii: " "), UInt8(ascii: ":"): continue
            default: break
            }
            return finish(byte)
        }
        func finish(_ first: UInt8) -> Int64? {
            var byte: UInt8? = first
            while let b = byte, b == UInt8(ascii: " ") { byte = it.next() }
            guard let b = byte else { return nil }
            switch b {
            case UInt8(ascii: "Z"): zulu = true
            case UInt8(ascii: "+"): sign = 1
            case UInt8(ascii: "-"): sign = -1
            default: return nil
            }
            while let b = it.next() {
                if b >= 48, b <= 57 { offsetDigits.append(Int64(b - 48)) } else if b != UInt8(ascii: ":") { return nil }
            }
            return assemble()
        }
        func assemble() -> Int64? {
            var offset: Int64 = 0
            if !zulu {
                guard offsetDigits.count == 4 || offsetDigits.count == 2 else { return nil }
                let hours = offsetDigits[0] * 10 + offsetDigits[1]
                let minutes = offsetDigits.count == 4 ? offsetDigits[2] * 10 + offsetDigits[3] : 0
                guard hours <= 18, minutes < 60 else { return nil }
                offset = sign * (hours * 3600 + minutes * 60)
            }
            let (y, m, d, h, mi, s) = (digits[0], digits[1], digits[2], digits[3], digits[4], digits[5])
            guard (1...12).contains(m), d >= 1, d <= Int64(LocalDay.daysIn(month: Int(m), year: Int(y))), h < 24, mi < 60, s < 61 else {
                return nil
            }
            return Int64(LocalDay(year: Int(y), month: Int(m), day: Int(d)).daysSinceEpoch) * 86_400 + h * 3600 + mi * 60 + s - offset
        }
        return nil
    }

    public static func parse(_ text: String) -> Int64? { parse(Array(text.utf8)) }
}

import Foundation

public enum Meal: String, Codable, Sendable, CaseIterable {
    case breakfast, lunch, dinner, snack
}

/// A food eaten, with its nutrients as they were when logged (a later change to the food or
/// recipe does not rewrite history).
public struct EatenFood: Codable, Equatable, Sendable {
    public var foodId: String
    public var ndb: String?
    public var name: String
    public var grams: Double
    public var meal: Meal
    /// Nutr_No → amount in this portion (not per 100 g).
    public var nutrients: [String: Double]

    public init(foodId: String, ndb: String? = nil, name: String, grams: Double, meal: Meal, nutrients: [String: Double]) {
        self.foodId = foodId
        self.ndb = ndb
        self.name = name
        self.grams = grams
        self.meal = meal
        self.nutrients = nutrients
    }

    /// The snapshot for `grams` of a food whose nutrients per 100 g are known.
    public init(foodId: String, ndb: String? = nil, name: String, grams: Double, meal: Meal, per100g: [String: Double]) {
        self.init(foodId: foodId, ndb: ndb, name: name, grams: grams, meal: meal, nutrients: per100g.mapValues { $0 * grams / 100 })
    }

    public var kcal: Double { nutrients[NutrientNumber.energyKcal] ?? 0 }

    /// With this key set to `true` in a decoder's `userInfo`, a food keeps only its energy of all
    /// its nutrients: enough for the days a ledger reads only for their energy balance, and a
    /// fraction of the cost (a logged food carries about a hundred nutrients).
    public static let energyOnly = CodingUserInfoKey(rawValue: "almanac.energyOnly")!

    private enum CodingKeys: String, CodingKey {
        case foodId, ndb, name, grams, meal, nutrients
    }

    private struct NutrientKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        foodId = try container.decode(String.self, forKey: .foodId)
        ndb = try container.decodeIfPresent(String.self, forKey: .ndb)
        name = try container.decode(String.self, forKey: .name)
        grams = try container.decode(Double.self, forKey: .grams)
        meal = try container.decode(Meal.self, forKey: .meal)
        if decoder.userInfo[Self.energyOnly] as? Bool == true {
            let all = try container.nestedContainer(keyedBy: NutrientKey.self, forKey: .nutrients)
            let energy = try all.decodeIfPresent(Double.self, forKey: NutrientKey(stringValue: NutrientNumber.energyKcal))
            nutrients = energy.map { [NutrientNumber.energyKcal: $0] } ?? [:]
        } else {
            nutrients = try container.decode([String: Double].self, forKey: .nutrients)
        }
    }
}

/// What a ledger event says happened.
public enum LedgerEntry: Codable, Equatable, Sendable {
    case eaten(EatenFood)
    case quickAdd(kcal: Double, meal: Meal, note: String)
    /// A manual activity (name, minutes, kcal burned on top of resting energy).
    case activity(name: String, minutes: Double, kcal: Double)
    /// Active energy measured by a device over some period of the day.
    case activeEnergy(kcal: Double)
    /// Resting (basal) energy measured by a device over some period of the day.
    case basalEnergy(kcal: Double)
    case weight(kilograms: Double)

    /// kcal consumed by this entry (0 for everything but food).
    public var kcalConsumed: Double {
        switch self {
        case .eaten(let food): food.kcal
        case .quickAdd(let kcal, _, _): kcal
        default: 0
        }
    }
}

extension LedgerEntry {
    /// Whether every number is within what it means. Entries stored before numbers were checked at
    /// the boundary may not be; the migration that found them retracts them.
    public var isWithinRange: Bool {
        func within(_ value: Double, _ quantity: Quantity) -> Bool { (try? quantity.check(value, field: "")) != nil }
        switch self {
        case .eaten(let food):
            return within(food.grams, .gramsPerEntry) && within(food.kcal, .kcalPerEntry)
                && food.nutrients.values.allSatisfy { within($0, .nutrientAmount) }
        case .quickAdd(let kcal, _, _): return within(kcal, .kcalPerEntry)
        case .activity(_, let minutes, let kcal): return within(minutes, .activityMinutes) && within(kcal, .kcalPerActivity)
        case .activeEnergy(let kcal), .basalEnergy(let kcal): return within(kcal, .kcalPerSample)
        case .weight(let kilograms): return within(kilograms, .bodyKilograms)
        }
    }
}

/// One row of the immutable food log. Events are never changed in place: an edit appends a
/// `.correction` and a delete a `.retraction`, each naming the original event's id.
public struct FoodEvent: Codable, Equatable, Sendable {
    public enum Body: Codable, Equatable, Sendable {
        case record(LedgerEntry)
        /// Replaces what the original said and when it happened.
        case correction(of: String, entry: LedgerEntry, occurredAt: Date)
        case retraction(of: String)
    }

    public var id: String
    /// When the thing happened (a meal at 12:30), which decides its day.
    public var occurredAt: Date
    /// When it was written down; later corrections win.
    public var recordedAt: Date
    public var body: Body

    public init(id: String, occurredAt: Date, recordedAt: Date, body: Body) {
        self.id = id
        self.occurredAt = occurredAt
        self.recordedAt = recordedAt
        self.body = body
    }
}

/// An event as it stands after corrections and retractions, under its original id.
public struct EffectiveEvent: Codable, Equatable, Sendable {
    public var id: String
    public var occurredAt: Date
    public var entry: LedgerEntry
}

public enum EnergyLedger {
    /// The log with corrections and retractions applied: each original appears once, as its latest
    /// correction says (by `recordedAt`, then log order), or not at all once retracted. A
    /// retraction is final: a later correction does not bring the event back. Corrections and
    /// retractions naming an unknown id are ignored. Sorted by `occurredAt`.
    public static func effectiveEvents(_ log: [FoodEvent]) -> [EffectiveEvent] {
        var originals: [String: EffectiveEvent] = [:]
        var order: [String] = []
        var retracted = Set<String>()
        for event in log {
            if case .record(let entry) = event.body, originals[event.id] == nil {
                originals[event.id] = EffectiveEvent(id: event.id, occurredAt: event.occurredAt, entry: entry)
                order.append(event.id)
            }
        }
        let amendments = log.enumerated().sorted { ($0.element.recordedAt, $0.offset) < ($1.element.recordedAt, $1.offset) }
        for (_, event) in amendments {
            switch event.body {
            case .record: continue
            case .retraction(let original):
                retracted.insert(original)
            case .correction(let original, let entry, let occurredAt):
                guard originals[original] != nil, !retracted.contains(original) else { continue }
                originals[original] = EffectiveEvent(id: original, occurredAt: occurredAt, entry: entry)
            }
        }
        return order.filter { !retracted.contains($0) }.compactMap { originals[$0] }
            .enumerated().sorted { ($0.element.occurredAt, $0.offset) < ($1.element.occurredAt, $1.offset) }.map(\.element)
    }

    /// The effective events of one local day (time zone and day-start hour are the user's).
    public static func events(on day: LocalDay, from effective: [EffectiveEvent], timeZone: TimeZone, dayStartHour: Int) -> [EffectiveEvent]
    {
        effective.filter { LocalDay(containing: $0.occurredAt, in: timeZone, dayStartHour: dayStartHour) == day }
    }
}

/// What a person eats and burns in one local day, computed from that day's events only.
public struct DayIntake: Codable, Equatable, Sendable {
    public var day: LocalDay
    public var consumedKcal: Double
    /// Nutr_No → total of the day's foods (quick-adds carry kcal only).
    public var nutrients: [String: Double]
    public var manualActivityKcal: Double
    public var measuredActiveKcal: Double
    /// Sum of the day's basal energy samples, nil when none were recorded.
    public var recordedBasalKcal: Double?
    /// The mean of the day's weigh-ins, nil without one.
    public var weightKg: Double?
    public var entries: [EffectiveEvent]

    public init(day: LocalDay, events: [EffectiveEvent]) {
        self.day = day
        entries = events
        var consumed = 0.0
        var nutrients: [String: Double] = [:]
        var activity = 0.0
        var active = 0.0
        var basal: Double?
        var weights: [Double] = []
        for event in events {
            consumed += event.entry.kcalConsumed
            switch event.entry {
            case .eaten(let food): nutrients.merge(food.nutrients, uniquingKeysWith: +)
            case .quickAdd(let kcal, _, _): nutrients[NutrientNumber.energyKcal, default: 0] += kcal
            case .activity(_, _, let kcal): activity += kcal
            case .activeEnergy(let kcal): active += kcal
            case .basalEnergy(let kcal): basal = (basal ?? 0) + kcal
            case .weight(let kg): weights.append(kg)
            }
        }
        weightKg = weights.isEmpty ? nil : weights.reduce(0, +) / Double(weights.count)
        consumedKcal = consumed
        self.nutrients = nutrients
        manualActivityKcal = activity
        measuredActiveKcal = active
        recordedBasalKcal = basal
    }

    /// Every day's intake from the whole log, keyed by local day.
    public static func allDays(from log: [FoodEvent], timeZone: TimeZone, dayStartHour: Int) -> [LocalDay: DayIntake] {
        days(from: EnergyLedger.effectiveEvents(log), timeZone: timeZone, dayStartHour: dayStartHour)
    }

    /// The intake of each local day that has some of `effective` (events as `EnergyLedger.effectiveEvents`
    /// returns them, in their order), keyed by local day.
    public static func days(from effective: [EffectiveEvent], timeZone: TimeZone, dayStartHour: Int) -> [LocalDay: DayIntake] {
        let grouped = Dictionary(grouping: effective) { LocalDay(containing: $0.occurredAt, in: timeZone, dayStartHour: dayStartHour) }
        return grouped.reduce(into: [:]) { result, pair in result[pair.key] = DayIntake(day: pair.key, events: pair.value) }
    }
}

public struct EnergyProfile: Codable, Equatable, Sendable {
    public enum Sex: String, Codable, Sendable { case female, male }

    public var sex: Sex
    public var birthYear: Int
    public var heightCm: Double
    public var weightKg: Double
    /// A lifestyle multiplier (1.2 sedentary … 1.9 very active) applied to the estimate. Nil: the
    /// estimate is resting energy only, and activity is counted from entries and devices.
    public var activityMultiplier: Double?

    public init(sex: Sex, birthYear: Int, heightCm: Double, weightKg: Double, activityMultiplier: Double? = nil) {
        self.sex = sex
        self.birthYear = birthYear
        self.heightCm = heightCm
        self.weightKg = weightKg
        self.activityMultiplier = activityMultiplier
    }

    /// Mifflin-St Jeor resting energy in kcal/day, age taken as `year - birthYear`.
    public func mifflinStJeor(inYear year: Int) -> Double {
        let age = Double(year) - Double(birthYear)
        return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex == .male ? 5 : -161)
    }
}

public struct EnergyBurned: Codable, Equatable, Sendable {
    public enum BasalSource: Codable, Equatable, Sendable {
        /// The average of this many recorded basal days among the 30 days before.
        case recorded(days: Int)
        /// Mifflin-St Jeor from the profile: an estimate, and the page says so.
        case mifflinStJeor
        /// Mifflin-St Jeor times the profile's activity multiplier: an estimate that already includes activity.
        case mifflinStJeorWithActivityMultiplier(Double)
        /// Neither recorded basal energy nor a profile.
        case unknown
        /// The expenditure learnt from the 28 days before (intake and weigh-ins, `Expenditure`):
        /// a total that already includes the average day's activity.
        case learnt(loggedDays: Int, weighInDays: Int)
    }

    public var basalKcal: Double
    public var basalSource: BasalSource
    /// Activity counted on top of basal (0 when the basal estimate already includes activity).
    public var activityKcal: Double
    /// Activity recorded but not counted, because an activity multiplier already stands for it.
    public var activityNotCountedKcal: Double
    /// The expenditure learnt from the 28 days before, whether or not the ledger uses it (nil: no
    /// logs, weigh-ins, device or formula figure at all).
    public var learnt: ExpenditureEstimate? = nil
    public var totalKcal: Double { basalKcal + activityKcal }
    /// A formula figure (Mifflin-St Jeor, with or without a multiplier) or none at all; a device's
    /// record and the figure learnt from the user's own logs are not estimates in this sense.
    public var isEstimate: Bool {
        switch basalSource {
        case .recorded, .learnt: false
        default: true
        }
    }

    /// Which figure "burned" is today and why, in one line for people (the Food day page, the
    /// Health data page, the day's JSON and `almanac food day` all print this).
    public var explanation: String {
        let total = "Burned \(NumberText.grouped(totalKcal.rounded())) kcal: "
        let activity = activityKcal > 0 ? " + \(NumberText.grouped(activityKcal.rounded())) kcal of today's activity" : ""
        let soFar = min(learnt?.loggedDays ?? 0, learnt?.weighInDays ?? 0)
        let until =
            ", until \(Expenditure.fullConfidenceDays) days of food logs and weigh-ins in the last 4 weeks let Almanac learn it (\(soFar) so far)"
        switch basalSource {
        case .learnt(let logged, let weighIns):
            let plusMinus = learnt?.uncertaintyKcal.map { " (±\(NumberText.grouped(max(10, ($0 / 10).rounded() * 10))) kcal)" } ?? ""
            let notAdded =
                activityNotCountedKcal > 0
                ? "; today's \(NumberText.grouped(activityNotCountedKcal.rounded())) kcal of activity is not added, as the figure includes your usual activity"
                : ""
            return total
                + "learnt from \(logged) logged days of intake and \(weighIns) weigh-ins in the 4 weeks before\(plusMinus)\(notAdded)."
        case .recorded(let days):
            return total + "resting energy from your device (average of \(days) recorded day\(days == 1 ? "" : "s"))\(activity)\(until)."
        case .mifflinStJeor:
            return total + "resting energy estimated by the Mifflin-St Jeor formula from your profile\(activity)\(until)."
        case .mifflinStJeorWithActivityMultiplier(let m):
            return total
                + "the Mifflin-St Jeor estimate × your activity multiplier \(NumberText.plain(m, decimals: 2)) (activity not added)\(until)."
        case .unknown:
            return total + "activity only, as there is no recorded resting energy and no energy profile yet."
        }
    }
}

public struct DaySummary: Codable, Equatable, Sendable {
    public var intake: DayIntake
    public var burned: EnergyBurned

    public init(intake: DayIntake, burned: EnergyBurned) {
        self.intake = intake
        self.burned = burned
    }

    /// Calories left = burned − consumed (negative when over).
    public var leftKcal: Double { burned.totalKcal - intake.consumedKcal }
}

extension EnergyLedger {
    /// Energy burned on `day` by the device or the formula (the ledger's figure until the learnt
    /// one is trusted: `burned(on:days:profile:)`).
    ///
    /// Basal energy is the average of the recorded basal days among the 30 local days before `day`
    /// (the day itself is still being recorded). With none, it is estimated by Mifflin-St Jeor from
    /// `profile` and flagged as an estimate.
    ///
    /// Activity rule (no double counting): activity is manual activity entries plus measured active
    /// energy, added on top of basal energy — EXCEPT when the basal figure is a Mifflin-St Jeor
    /// estimate times an activity multiplier. That multiplier already stands for the day's activity,
    /// so activity is then never added; it is reported as `activityNotCountedKcal` instead.
    public static func deviceBurned(on day: LocalDay, days: [LocalDay: DayIntake], profile: EnergyProfile?) -> EnergyBurned {
        let window = (1...30).map { day.adding(days: -$0) }
        let basalDays = window.compactMap { days[$0]?.recordedBasalKcal }
        let intake = days[day]
        let activity = (intake?.manualActivityKcal ?? 0) + (intake?.measuredActiveKcal ?? 0)
        if !basalDays.isEmpty {
            return EnergyBurned(
                basalKcal: basalDays.reduce(0, +) / Double(basalDays.count), basalSource: .recorded(days: basalDays.count),
                activityKcal: activity, activityNotCountedKcal: 0)
        }
        guard let profile else {
            return EnergyBurned(basalKcal: 0, basalSource: .unknown, activityKcal: activity, activityNotCountedKcal: 0)
        }
        let resting = profile.mifflinStJeor(inYear: day.year)
        if let multiplier = profile.activityMultiplier, multiplier > 1 {
            return EnergyBurned(
                basalKcal: resting * multiplier, basalSource: .mifflinStJeorWithActivityMultiplier(multiplier), activityKcal: 0,
                activityNotCountedKcal: activity)
        }
        return EnergyBurned(basalKcal: resting, basalSource: .mifflinStJeor, activityKcal: activity, activityNotCountedKcal: 0)
    }

    /// The ledger's "burned" on `day`, by this rule:
    /// 1. the expenditure learnt from the 28 days before `day` (`Expenditure.estimate` on the day
    ///    before, so today's unfinished log does not pull it down), once it is trusted: at least
    ///    `Expenditure.fullConfidenceDays` days with food logged and as many with a weigh-in. It is a
    ///    total that already holds the usual activity, so the day's activity is not added (it is
    ///    reported as `activityNotCountedKcal`);
    /// 2. otherwise the device figure (recorded resting energy + activity), otherwise the
    ///    Mifflin-St Jeor formula, as `burned(on:days:profile:)`.
    /// `learnt` carries the estimate either way (blended with the mean device or formula figure of
    /// the same 28 days while data is thin), for the pages that show it.
    /// `days` must hold the 28 days before `day` in full (intake and weigh-ins) and the 30 before
    /// those for their resting energy.
    public static func burned(on day: LocalDay, days: [LocalDay: DayIntake], profile: EnergyProfile?) -> EnergyBurned {
        var device = deviceBurned(on: day, days: days, profile: profile)
        let before = day.adding(days: -1)
        let window = (0..<Expenditure.windowDays).map { before.adding(days: -$0) }
        var intake: [LocalDay: Double] = [:]
        var weights: [LocalDay: Double] = [:]
        var priors: [Double] = []
        for d in window {
            if let logged = days[d], logged.consumedKcal > 0 { intake[d] = logged.consumedKcal }
            if let kg = days[d]?.weightKg { weights[d] = kg }
            let figure = deviceBurned(on: d, days: days, profile: profile)
            if figure.basalSource != .unknown { priors.append(figure.totalKcal) }
        }
        let prior = priors.isEmpty ? nil : priors.reduce(0, +) / Double(priors.count)
        let estimate = Expenditure.estimate(on: before, intake: intake, weighIns: weights, prior: prior)
        device.learnt = estimate
        guard let estimate, estimate.isTrusted else { return device }
        return EnergyBurned(
            basalKcal: estimate.kcal, basalSource: .learnt(loggedDays: estimate.loggedDays, weighInDays: estimate.weighInDays),
            activityKcal: 0, activityNotCountedKcal: device.activityKcal + device.activityNotCountedKcal, learnt: estimate)
    }

    /// Consumed, burned and left for one day, straight from the log.
    public static func summary(
        on day: LocalDay, log: [FoodEvent], timeZone: TimeZone, dayStartHour: Int, profile: EnergyProfile?
    ) -> DaySummary {
        let days = DayIntake.allDays(from: log, timeZone: timeZone, dayStartHour: dayStartHour)
        return DaySummary(intake: days[day] ?? DayIntake(day: day, events: []), burned: burned(on: day, days: days, profile: profile))
    }
}

public struct TrendPoint: Codable, Equatable, Sendable {
    public var day: LocalDay
    /// The day's weigh-in (average of that day's weigh-ins), nil on a filled-in day.
    public var weightKg: Double?
    public var trendKg: Double
}

/// Trend weight as in The Hacker's Diet: each day, trend += 0.1 × (weight − trend).
///
/// Gaps: days without a weigh-in between two weigh-ins up to `maxGapDays` apart get a weight
/// interpolated on the straight line between them (as Walker's own spreadsheet does), so a week
/// away moves the trend as if the weight had changed steadily. A longer gap restarts the trend at
/// the next weigh-in: an old trend says nothing about today. Several weigh-ins on one day count as
/// their average.
public enum TrendWeight {
    public static let alpha = 0.1
    public static let maxGapDays = 30

    public static func trend(_ weighIns: [(day: LocalDay, kilograms: Double)]) -> [TrendPoint] {
        let byDay = Dictionary(grouping: weighIns, by: \.day).mapValues { list in list.map(\.kilograms).reduce(0, +) / Double(list.count) }
        let days = byDay.keys.sorted()
        guard let first = days.first else { return [] }
        var points = [TrendPoint(day: first, weightKg: byDay[first], trendKg: byDay[first]!)]
        var trend = byDay[first]!
        for (previous, day) in zip(days, days.dropFirst()) {
            let weight = byDay[day]!
            let gap = previous.days(to: day)
            if gap > maxGapDays {
                trend = weight
                points.append(TrendPoint(day: day, weightKg: weight, trendKg: trend))
                continue
            }
            let start = byDay[previous]!
            for step in 1...gap {
                let value = start + (weight - start) * Double(step) / Double(gap)
                trend += alpha * (value - trend)
                points.append(TrendPoint(day: previous.adding(days: step), weightKg: step == gap ? weight : nil, trendKg: trend))
            }
        }
        return points
    }
}

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

/// A span of time [start, end) in whole seconds since 1970 (UTC); written as `[start, end]`.
public struct MeasuredSpan: Codable, Equatable, Hashable, Sendable {
    public var start: Int64
    public var end: Int64

    public init(start: Int64, end: Int64) {
        self.start = start
        self.end = end
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        start = try container.decode(Int64.self)
        end = try container.decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(start)
        try container.encode(end)
    }
}

/// What a ledger event says happened.
public enum LedgerEntry: Codable, Equatable, Sendable {
    case eaten(EatenFood)
    case quickAdd(kcal: Double, meal: Meal, note: String)
    /// A manual activity (name, minutes, kcal burned on top of resting energy).
    case activity(name: String, minutes: Double, kcal: Double)
    /// Active energy measured by a device over some period of the day, with the spans of time the
    /// device measured (nil: not known, as for an entry typed in or an older import; the device is
    /// then taken to have measured the whole day).
    case activeEnergy(kcal: Double, measured: [MeasuredSpan]? = nil)
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
        case .activeEnergy(let kcal, _), .basalEnergy(let kcal): return within(kcal, .kcalPerSample)
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
    /// Every activity logged by hand, as logged.
    public var manualActivityKcal: Double
    public var measuredActiveKcal: Double
    /// The part of `manualActivityKcal` not counted: minutes a device measured, or that an activity
    /// logged by hand before it already counts (`ActivityOverlap`).
    public var overlappingActivityKcal: Double = 0
    /// The day's activity with every minute counted once: the device's active energy in full, and
    /// each activity logged by hand for the minutes nothing else counts.
    public var activityKcal: Double { measuredActiveKcal + manualActivityKcal - overlappingActivityKcal }
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
        var manual: [ActivityOverlap.Logged] = []
        var measured: [MeasuredSpan]? = []
        for event in events {
            consumed += event.entry.kcalConsumed
            switch event.entry {
            case .eaten(let food): nutrients.merge(food.nutrients, uniquingKeysWith: +)
            case .quickAdd(let kcal, _, _): nutrients[NutrientNumber.energyKcal, default: 0] += kcal
            case .activity(_, let minutes, let kcal):
                activity += kcal
                manual.append(.init(ended: event.occurredAt, minutes: minutes, kcal: kcal))
            case .activeEnergy(let kcal, let spans):
                active += kcal
                measured = spans.flatMap { spans in measured.map { $0 + spans } }
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
        overlappingActivityKcal = activity - ActivityOverlap.counted(manual, measured: measured).reduce(0, +)
    }

    /// A day's figures alone, as a summary keeps them: what `EnergyLedger.burned` reads of the
    /// days before the one it is about (no entries, no nutrients).
    public init(
        day: LocalDay, consumedKcal: Double, manualActivityKcal: Double, measuredActiveKcal: Double, overlappingActivityKcal: Double,
        recordedBasalKcal: Double?, weightKg: Double?
    ) {
        self.day = day
        self.consumedKcal = consumedKcal
        nutrients = [:]
        self.manualActivityKcal = manualActivityKcal
        self.measuredActiveKcal = measuredActiveKcal
        self.overlappingActivityKcal = overlappingActivityKcal
        self.recordedBasalKcal = recordedBasalKcal
        self.weightKg = weightKg
        entries = []
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

/// The rule that counts every minute of activity once, whatever mix of device and hand-logged data.
///
/// Where a device measured active energy, the device's figure counts (it measured those minutes,
/// the run included). An activity logged by hand covers the `minutes` before its time (logged
/// when it ended) and counts, in proportion, only for its minutes that no device measured and no
/// activity logged before it (earlier start first) already counts. Device energy whose times are
/// not known (typed in, or an import from before times were kept) stands for the whole day: the
/// day's hand-logged activity is then not added. Within the activity's local day.
public enum ActivityOverlap {
    public struct Logged: Equatable, Sendable {
        public var ended: Date
        public var minutes: Double
        public var kcal: Double

        public init(ended: Date, minutes: Double, kcal: Double) {
            self.ended = ended
            self.minutes = minutes
            self.kcal = kcal
        }

        var start: Double { ended.timeIntervalSince1970 - minutes * 60 }
        var end: Double { ended.timeIntervalSince1970 }
    }

    /// The kcal each of `logged` counts (same order). `measured`: the spans the device measured,
    /// nil when it measured at unknown times (then nothing logged by hand counts).
    public static func counted(_ logged: [Logged], measured: [MeasuredSpan]?) -> [Double] {
        guard let measured else { return logged.map { _ in 0 } }
        var covered = union(measured.map { (Double($0.start), Double($0.end)) })
        var counted = [Double](repeating: 0, count: logged.count)
        let order = logged.indices.sorted { (logged[$0].start, logged[$0].end, $0) < (logged[$1].start, logged[$1].end, $1) }
        for index in order {
            let activity = logged[index]
            let (start, end) = (activity.start, activity.end)
            guard end > start, activity.kcal > 0 else { continue }
            let overlap = covered.reduce(0.0) { $0 + max(0, min($1.1, end) - max($1.0, start)) }
            counted[index] = activity.kcal * max(0, (end - start - overlap)) / (end - start)
            covered = union(covered + [(start, end)])
        }
        return counted
    }

    /// Sorted, disjoint intervals covering the same time as `spans`.
    static func union(_ spans: [(Double, Double)]) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        for span in spans.filter({ $0.1 > $0.0 }).sorted(by: { $0.0 < $1.0 }) {
            if let last = out.last, last.1 >= span.0 {
                out[out.count - 1].1 = max(last.1, span.1)
            } else {
                out.append(span)
            }
        }
        return out
    }
}

/// How active a person is on a usual day, as the usual multipliers of resting energy (they
/// include the exercise of a usual week): what "burned" uses until Almanac has learnt the real
/// figure from the person's own logs.
public enum ActivityLevel: Double, CaseIterable, Sendable {
    case sedentary = 1.2
    case light = 1.375
    case moderate = 1.55
    case veryActive = 1.725

    public var name: String {
        switch self {
        case .sedentary: "sedentary"
        case .light: "lightly active"
        case .moderate: "moderately active"
        case .veryActive: "very active"
        }
    }

    /// What it means, for the profile's choice.
    public var detail: String {
        switch self {
        case .sedentary: "desk job, little exercise"
        case .light: "light exercise 1–3 days a week"
        case .moderate: "moderate exercise 3–5 days a week"
        case .veryActive: "hard exercise 6–7 days a week"
        }
    }

    /// "lightly active (× 1.375)", or "your activity multiplier × 1.4" for another number.
    public static func describe(_ multiplier: Double) -> String {
        if let level = allCases.first(where: { abs($0.rawValue - multiplier) < 1e-9 }) {
            return "\(level.name) (× \(NumberText.plain(multiplier, decimals: 3)))"
        }
        return "your activity multiplier × \(NumberText.plain(multiplier, decimals: 3))"
    }
}

public struct EnergyProfile: Codable, Equatable, Sendable {
    public enum Sex: String, Codable, Sendable, CaseIterable { case female, male }

    public var sex: Sex
    public var birthYear: Int
    public var heightCm: Double
    public var weightKg: Double
    /// The activity level's multiplier (`ActivityLevel`: 1.2 sedentary … 1.725 very active) of
    /// resting energy, used until the learnt figure takes over. Nil: not chosen (resting energy
    /// and recorded activity only, and the page asks for it).
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
        /// The device's resting energy of the day itself (a day that is over).
        case recordedThatDay
        /// The average of this many recorded basal days among the 30 days before.
        case recorded(days: Int)
        /// Mifflin-St Jeor from the profile: an estimate, and the page says so.
        case mifflinStJeor
        /// Neither recorded basal energy nor a profile.
        case unknown
        /// The expenditure learnt from the 28 days before (intake and weigh-ins, `Expenditure`):
        /// a total that already includes the average day's activity.
        case learnt(loggedDays: Int, weighInDays: Int)
    }

    /// Resting energy (the device's or the formula's), or the learnt total.
    public var basalKcal: Double
    public var basalSource: BasalSource
    /// Added on top of `basalKcal`: the day's recorded activity counted once, or what the activity
    /// level stands for when that is more (0 under the learnt figure).
    public var activityKcal: Double
    /// Activity recorded but not added: minutes logged by hand that a device measured (or another
    /// activity already counts), and under the learnt figure everything.
    public var activityNotCountedKcal: Double
    /// The expenditure learnt from the 28 days before, whether or not the ledger uses it (nil: no
    /// logs, weigh-ins, device or formula figure at all).
    public var learnt: ExpenditureEstimate? = nil
    /// The activity level's multiplier of resting energy used before learning (nil: none chosen,
    /// or the learnt figure).
    public var activityLevel: Double? = nil
    /// The day's activity with every minute counted once (device and hand-logged).
    public var recordedActivityKcal: Double = 0
    public var totalKcal: Double { basalKcal + activityKcal }
    public var isLearnt: Bool {
        if case .learnt = basalSource { return true }
        return false
    }
    /// A formula figure (Mifflin-St Jeor, with or without a multiplier) or none at all; a device's
    /// record and the figure learnt from the user's own logs are not estimates in this sense.
    public var isEstimate: Bool {
        switch basalSource {
        case .recorded, .recordedThatDay, .learnt: false
        case .mifflinStJeor, .unknown: true
        }
    }

    /// Which figure "burned" is today and why, in one line for people (the Food day page, the
    /// Health data page, the day's JSON and `almanac food day` all print this).
    public var explanation: String {
        func kcal(_ value: Double) -> String { "\(NumberText.grouped(value.rounded())) kcal" }
        let total = "Burned \(kcal(totalKcal)): "
        let soFar = min(learnt?.loggedDays ?? 0, learnt?.weighInDays ?? 0)
        let until =
            "; until \(Expenditure.fullConfidenceDays) days of food logs and weigh-ins in the last 4 weeks let Almanac learn your real figure (\(soFar) so far)"
        let overlap =
            activityNotCountedKcal > 0.5
            ? "; \(kcal(activityNotCountedKcal)) of activity logged by hand is not added, as your device measured those minutes (or another activity counts them)"
            : ""
        let resting: String
        switch basalSource {
        case .learnt(let logged, let weighIns):
            let plusMinus = learnt?.uncertaintyKcal.map { " (±\(NumberText.grouped(max(10, ($0 / 10).rounded() * 10))) kcal)" } ?? ""
            let notAdded =
                activityNotCountedKcal > 0
                ? "; today's \(kcal(activityNotCountedKcal)) of activity is not added, as the figure includes your usual activity"
                : ""
            return total
                + "learnt from \(logged) logged days of intake and \(weighIns) weigh-ins in the 4 weeks before\(plusMinus)\(notAdded)."
        case .unknown:
            return total + "activity only, as there is no recorded resting energy and no energy profile yet" + overlap + "."
        case .recordedThatDay: resting = "resting energy \(kcal(basalKcal)) recorded by your device that day"
        case .recorded(let days):
            resting = "resting energy \(kcal(basalKcal)) from your device (average of \(days) recorded day\(days == 1 ? "" : "s"))"
        case .mifflinStJeor: resting = "resting energy \(kcal(basalKcal)) estimated by the Mifflin-St Jeor formula from your profile"
        }
        guard let level = activityLevel else {
            let activity = activityKcal > 0 ? " + \(kcal(activityKcal)) of today's activity" : ""
            return total + resting + activity
                + " (no activity level chosen, so it leaves out all you do that no device or log records: choose yours in the energy profile)"
                + overlap + until + "."
        }
        let allowance = basalKcal * (level - 1)
        let levelText = ActivityLevel.describe(level)
        if recordedActivityKcal > allowance {
            return total + resting + " + \(kcal(recordedActivityKcal)) of today's recorded activity (more than the \(kcal(allowance)) "
                + "your activity level, \(levelText), stands for)" + overlap + until + "."
        }
        let within = recordedActivityKcal > 0.5 ? " (today's \(kcal(recordedActivityKcal)) of recorded activity is within it)" : ""
        return total + resting + " × your activity level, \(levelText)\(within)" + overlap + until + "."
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
    /// one is trusted: `burned(on:days:profile:today:)`).
    ///
    /// Resting energy: a day that is over (before `today`) with resting energy recorded by a device
    /// uses that day's figure. Otherwise the average of the recorded days among the 30 local days
    /// before `day` (for `today`, the larger of that and what is recorded so far, as resting energy
    /// only grows during a day). With none, Mifflin-St Jeor from `profile`, flagged as an estimate.
    ///
    /// Activity, every minute once (`DayIntake.activityKcal`, `ActivityOverlap`): the device's
    /// active energy, and activity logged by hand for the minutes no device measured. With an
    /// activity level chosen (`profile.activityMultiplier`), burned is resting × the level, or
    /// resting + the recorded activity on a day when that is more: the level stands for a usual
    /// day's activity, so the two are never added together.
    public static func deviceBurned(on day: LocalDay, days: [LocalDay: DayIntake], profile: EnergyProfile?, today: LocalDay)
        -> EnergyBurned
    {
        var windows: RestingWindows = [:]
        return deviceBurned(on: day, days: days, profile: profile, today: today, windows: &windows)
    }

    /// The recorded resting energy of the 30 local days before a day: their mean (nil when none is
    /// recorded) and how many are, by day; the same for every profile, so several days' figures
    /// compute each day's once.
    typealias RestingWindows = [LocalDay: (mean: Double?, count: Int)]

    static func restingWindow(before day: LocalDay, days: [LocalDay: DayIntake], windows: inout RestingWindows) -> (
        mean: Double?, count: Int
    ) {
        if let known = windows[day] { return known }
        let window = (1...30).compactMap { days[day.adding(days: -$0)]?.recordedBasalKcal }
        let found = (mean: window.isEmpty ? nil : window.reduce(0, +) / Double(window.count), count: window.count)
        windows[day] = found
        return found
    }

    static func deviceBurned(
        on day: LocalDay, days: [LocalDay: DayIntake], profile: EnergyProfile?, today: LocalDay, windows: inout RestingWindows
    ) -> EnergyBurned {
        let intake = days[day]
        let activity = intake?.activityKcal ?? 0
        let overlapping = intake?.overlappingActivityKcal ?? 0
        let resting: (kcal: Double, source: EnergyBurned.BasalSource)?
        let window = restingWindow(before: day, days: days, windows: &windows)
        let average = window.mean
        if let own = intake?.recordedBasalKcal, day < today || average.map({ own >= $0 }) ?? true {
            resting = (own, .recordedThatDay)
        } else if let average {
            resting = (average, .recorded(days: window.count))
        } else if let profile {
            resting = (profile.mifflinStJeor(inYear: day.year), .mifflinStJeor)
        } else {
            resting = nil
        }
        guard let resting else {
            return EnergyBurned(
                basalKcal: 0, basalSource: .unknown, activityKcal: activity, activityNotCountedKcal: overlapping,
                recordedActivityKcal: activity)
        }
        guard let level = profile?.activityMultiplier else {
            return EnergyBurned(
                basalKcal: resting.kcal, basalSource: resting.source, activityKcal: activity, activityNotCountedKcal: overlapping,
                recordedActivityKcal: activity)
        }
        return EnergyBurned(
            basalKcal: resting.kcal, basalSource: resting.source, activityKcal: max(resting.kcal * (level - 1), activity),
            activityNotCountedKcal: overlapping, activityLevel: level, recordedActivityKcal: activity)
    }

    /// The ledger's "burned" on `day`, by this rule:
    /// 1. the expenditure learnt from the 28 days before `day` (`Expenditure.estimate` on the day
    ///    before, so today's unfinished log does not pull it down), once it is trusted: at least
    ///    `Expenditure.fullConfidenceDays` days with food logged and as many with a weigh-in. It is a
    ///    total that already holds the usual activity, so the day's activity is not added (it is
    ///    reported as `activityNotCountedKcal`);
    /// 2. otherwise the device or formula figure with the activity level, as `deviceBurned`.
    /// `learnt` carries the estimate either way (blended with the mean device or formula figure of
    /// the same 28 days while data is thin), for the pages that show it.
    /// `days` must hold the 28 days before `day` in full (intake and weigh-ins) and the 30 before
    /// those for their resting energy. `today` is the user's today (its resting energy is still
    /// being recorded).
    public static func burned(on day: LocalDay, days: [LocalDay: DayIntake], profile: EnergyProfile?, today: LocalDay) -> EnergyBurned {
        var windows: RestingWindows = [:]
        return burned(on: day, days: days, profile: profile, today: today, windows: &windows)
    }

    /// `burned(on:days:profile:today:)` of each day of `wanted` with the profile it names (each
    /// day's weight sizes its own), over the same `days`: the same figures, with the resting
    /// energy window of each day read once (a month of days otherwise reads some 60 days' 30-day
    /// windows 29 times each, most of the history page's time).
    public static func burned(
        on wanted: [(day: LocalDay, profile: EnergyProfile?)], days: [LocalDay: DayIntake], today: LocalDay
    ) -> [EnergyBurned] {
        var windows: RestingWindows = [:]
        return wanted.map { burned(on: $0.day, days: days, profile: $0.profile, today: today, windows: &windows) }
    }

    static func burned(
        on day: LocalDay, days: [LocalDay: DayIntake], profile: EnergyProfile?, today: LocalDay, windows: inout RestingWindows
    ) -> EnergyBurned {
        var device = deviceBurned(on: day, days: days, profile: profile, today: today, windows: &windows)
        let before = day.adding(days: -1)
        let window = (0..<Expenditure.windowDays).map { before.adding(days: -$0) }
        var intake: [LocalDay: Double] = [:]
        var weights: [LocalDay: Double] = [:]
        var priors: [Double] = []
        for d in window {
            if let logged = days[d], logged.consumedKcal > 0 { intake[d] = logged.consumedKcal }
            if let kg = days[d]?.weightKg { weights[d] = kg }
            let figure = deviceBurned(on: d, days: days, profile: profile, today: today, windows: &windows)
            if figure.basalSource != .unknown { priors.append(figure.totalKcal) }
        }
        let prior = priors.isEmpty ? nil : priors.reduce(0, +) / Double(priors.count)
        let estimate = Expenditure.estimate(on: before, intake: intake, weighIns: weights, prior: prior)
        device.learnt = estimate
        guard let estimate, estimate.isTrusted else { return device }
        return EnergyBurned(
            basalKcal: estimate.kcal, basalSource: .learnt(loggedDays: estimate.loggedDays, weighInDays: estimate.weighInDays),
            activityKcal: 0, activityNotCountedKcal: device.recordedActivityKcal, learnt: estimate,
            recordedActivityKcal: device.recordedActivityKcal)
    }

    /// Consumed, burned and left for one day, straight from the log.
    /// `today`: the user's today (nil: `day`, the day in progress).
    public static func summary(
        on day: LocalDay, log: [FoodEvent], timeZone: TimeZone, dayStartHour: Int, profile: EnergyProfile?, today: LocalDay? = nil
    ) -> DaySummary {
        let days = DayIntake.allDays(from: log, timeZone: timeZone, dayStartHour: dayStartHour)
        return DaySummary(
            intake: days[day] ?? DayIntake(day: day, events: []),
            burned: burned(on: day, days: days, profile: profile, today: today ?? day))
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
        return trend(dailyMeans: byDay.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The trend from each day's mean weigh-in, one a day in day order (as a summary keeps them):
    /// the same points as `trend(_:)` of the weigh-ins they are the means of.
    ///
    /// `firstTrend`: the trend already known on the first day (a kept one, `trend(dailyMeans:)`'s
    /// point of that day from every earlier day): the points from there on are then the same, to
    /// the bit, as those of the whole history, as the trend is all the sum carries from day to day.
    public static func trend(dailyMeans means: [(day: LocalDay, kilograms: Double)], firstTrend: Double? = nil) -> [TrendPoint] {
        guard let first = means.first else { return [] }
        var trend = firstTrend ?? first.kilograms
        var points = [TrendPoint(day: first.day, weightKg: first.kilograms, trendKg: trend)]
        points.reserveCapacity(means.count)
        for (previous, next) in zip(means, means.dropFirst()) {
            let weight = next.kilograms
            let gap = previous.day.days(to: next.day)
            // Days out of order (never from a summary, whose days are unique and sorted) are passed over.
            guard gap > 0 else { continue }
            if gap > maxGapDays {
                trend = weight
                points.append(TrendPoint(day: next.day, weightKg: weight, trendKg: trend))
                continue
            }
            let start = previous.kilograms
            for step in 1...gap {
                let value = start + (weight - start) * Double(step) / Double(gap)
                trend += alpha * (value - trend)
                points.append(TrendPoint(day: previous.day.adding(days: step), weightKg: step == gap ? weight : nil, trendKg: trend))
            }
        }
        return points
    }
}

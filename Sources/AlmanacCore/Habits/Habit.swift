import Foundation

/// What a user types to make or change a habit, checked once here for the web, the API and the CLI.
public struct HabitDraft: Equatable, Sendable {
    public var name: String
    /// One emoji shown before the name (or nothing).
    public var icon: String
    /// `#rrggbb` or nil (the page picks the accent colour).
    public var color: String?
    public var areaId: String?
    public var schedule: HabitSchedule
    /// A measurable habit's amount per check-in ("20" pages); nil for a yes/no habit.
    public var target: Double?
    /// The unit of the target ("pages", "glasses").
    public var unit: String
    public var reminder: WallClockTime?

    public static let nameLimit = 100
    public static let unitLimit = 20
    public static let targetQuantity = Quantity("a habit's target", 0...100_000, excludesMinimum: true)
    public static let amountQuantity = Quantity("the amount of a check-in", 0...100_000, excludesMinimum: true)
    /// A check-in of more than this many times the target is asked about before it is logged:
    /// "2024 pages" for a habit of 20 is almost always 24 typed after a 20 that was already there.
    public static let plausibleTargetMultiple = 10.0

    /// Whether `amount` needs a "yes, that is right" before it is logged for a habit of `target`.
    public static func needsConfirmation(amount: Double, target: Double?) -> Bool {
        guard let target, target > 0 else { return false }
        return amount > target * plausibleTargetMultiple
    }

    /// Refuses an amount past the plausible range of the habit unless `confirmed`, naming the field.
    public static func checkPlausible(amount: Double, target: Double?, unit: String, confirmed: Bool) throws(AlmanacError) {
        guard !confirmed, needsConfirmation(amount: amount, target: target), let target else { return }
        let text = { (value: Double) in "\(NumberText.plain(value))\(unit.isEmpty ? "" : " \(unit)")" }
        throw .invalid(
            "amount",
            "\(text(amount)) is more than \(NumberText.plain(plausibleTargetMultiple)) times the target of \(text(target)). Check the amount, or confirm that \(text(amount)) is right."
        )
    }

    public init(
        name: String, icon: String = "", color: String? = nil, areaId: String? = nil, schedule: HabitSchedule = .daily,
        target: Double? = nil, unit: String = "", reminder: WallClockTime? = nil
    ) {
        self.name = name
        self.icon = icon
        self.color = color
        self.areaId = areaId
        self.schedule = schedule
        self.target = target
        self.unit = unit
        self.reminder = reminder
    }

    /// The draft with its text trimmed, or the first rule it breaks.
    public func validated() throws(AlmanacError) -> HabitDraft {
        var draft = self
        draft.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !draft.name.isEmpty else { throw .invalid("name", "Give the habit a name.") }
        try Validate.plainText(draft.name, field: "name")
        guard Validate.length(draft.name) <= Self.nameLimit else {
            throw .invalid("name", "A habit's name is at most \(Self.nameLimit) characters.")
        }
        guard !draft.name.contains(where: { $0.isNewline }) else { throw .invalid("name", "A habit's name is one line.") }
        draft.icon = icon.trimmingCharacters(in: .whitespaces)
        guard draft.icon.count <= 2, draft.icon.unicodeScalars.count <= 16 else {
            throw .invalid("icon", "The icon is one emoji, like 📚.")
        }
        draft.color = try HexColor.parse(color)
        if let target { draft.target = try Self.targetQuantity.check(target, field: "target") }
        draft.unit = unit.trimmingCharacters(in: .whitespaces)
        try Validate.plainText(draft.unit, field: "unit")
        guard Validate.length(draft.unit) <= Self.unitLimit else {
            throw .invalid("unit", "A unit is at most \(Self.unitLimit) characters (pages, glasses).")
        }
        if draft.target == nil { draft.unit = "" }
        if let area = areaId?.trimmingCharacters(in: .whitespaces), !area.isEmpty {
            draft.areaId = area
        } else {
            draft.areaId = nil
        }
        return draft
    }
}

/// A habit's standing on a day: its streaks, freezes and strength, from its check-ins and rest days.
public struct HabitProgress: Equatable, Sendable {
    public var streaks: HabitStreaks.Report
    /// 0...1, Loop Habit Tracker's score.
    public var strength: Double
    /// Whether today holds a check-in, and its amount.
    public var todayAmount: Double?

    public var strengthPercent: Int { HabitStrength.percent(strength) }

    /// A check-in's value for strength: 1, or the share of the target reached.
    public static func value(amount: Double, target: Double?) -> Double {
        guard let target, target > 0 else { return 1 }
        return min(1, max(0, amount / target))
    }

    /// Whether a check-in completes the day: any for a yes/no habit, the target for a measurable one.
    public static func isDone(amount: Double, target: Double?) -> Bool {
        guard let target else { return amount > 0 }
        return amount >= target
    }

    public static func compute(
        schedule: HabitSchedule, target: Double?, anchor: LocalDay, weekStart: Int, today: LocalDay,
        checkIns: [LocalDay: Double], restDays: Set<LocalDay>
    ) -> HabitProgress {
        let past = checkIns.filter { $0.key <= today }
        let done = Set(past.filter { isDone(amount: $0.value, target: target) }.keys)
        let streaks = HabitStreaks.report(
            schedule: schedule, anchor: anchor, weekStart: weekStart, today: today, doneDays: done, restDays: restDays)
        let values = past.mapValues { value(amount: $0, target: target) }
        let strength = HabitStrength.score(schedule: schedule, values: values, restDays: restDays, today: today)
        return HabitProgress(streaks: streaks, strength: strength, todayAmount: checkIns[today])
    }
}

extension Quantities {
    public enum HabitTarget: BoundedQuantity { public static let quantity = HabitDraft.targetQuantity }
    public enum HabitAmount: BoundedQuantity { public static let quantity = HabitDraft.amountQuantity }
    public enum HabitScheduleCount: BoundedQuantity { public static let quantity = HabitDraft.scheduleCountQuantity }
}

extension HabitDraft {
    /// Times a week (1...7) or days of an interval (2...365); the schedule checks which.
    public static let scheduleCountQuantity = Quantity("times a week or days of an interval", 1...365, isWhole: true)
}

/// When a habit's reminder rings: at its time of day on a day it is due and not done yet, in the
/// user's time zone, once, and never in quiet hours (one that falls in them rings when they end,
/// within `TaskReminder.grace`).
public enum HabitReminder {
    public static func isDue(_ time: WallClockTime, on day: LocalDay, in zone: TimeZone, now: Date, quietHours: QuietHours?) -> Bool {
        if let quietHours, quietHours.contains(now, in: zone) { return false }
        return TaskReminder.isDue(time, on: day, in: zone, now: now)
    }
}

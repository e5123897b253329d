import AlmanacCore
import Foundation
import GRDB

/// A habit: a name, an icon (one emoji), a colour, an optional area of focus, a schedule and an optional
/// target per check-in.
public struct Habit: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "habits"
    public var id: String
    public var ownerId: String
    public var name: String
    /// One emoji, or nothing; stored in the column `emoji` (migration 0015's name).
    public var icon: String
    /// `#rrggbb`, or nil for the accent colour.
    public var color: String?
    public var areaId: String?
    /// `HabitSchedule.kind`, `.count` and `.weekdayMask`.
    public var scheduleKind: String
    public var scheduleCount: Int
    public var scheduleWeekdays: Int
    public var target: Double?
    public var unit: String
    /// `HH:MM`, the reminder's time of day.
    public var reminder: String?
    /// `YYYY-MM-DD`: the day the habit began (streak periods are counted from it).
    public var startDay: String
    public var archived: Bool
    public var orderKey: String
    public var createdAt: Date
    public var updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, ownerId, name, color, areaId, scheduleKind, scheduleCount, scheduleWeekdays, target, unit, reminder, startDay
        case archived, orderKey, createdAt, updatedAt
        case icon = "emoji"
    }

    /// The stored schedule (a stored row always holds a valid one; daily otherwise).
    public var schedule: HabitSchedule {
        (try? HabitSchedule.make(kind: scheduleKind, count: scheduleCount, weekdayMask: scheduleWeekdays)) ?? .daily
    }

    public var start: LocalDay { LocalDay(startDay) ?? LocalDay(year: 2000, month: 1, day: 1) }
    public var reminderTime: WallClockTime? { reminder.flatMap { try? WallClockTime($0) } }
    public var isMeasurable: Bool { target != nil }

    /// "📚 Read".
    public var label: String { icon.isEmpty ? name : "\(icon) \(name)" }

    /// The target in words: "20 pages".
    public var targetText: String? {
        target.map { "\(NumberText.plain($0))\(unit.isEmpty ? "" : " \(unit)")" }
    }

    /// The draft that would make this habit again (the edit form starts from it).
    public var draft: HabitDraft {
        HabitDraft(
            name: name, icon: icon, color: color, areaId: areaId, schedule: schedule, target: target, unit: unit,
            reminder: reminderTime)
    }
}

/// One check-in: the habit was done on `day` (a local day), `amount` of its target (1 for yes/no).
public struct HabitCheckIn: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "habit_check_ins"
    public var id: String
    public var ownerId: String
    public var habitId: String
    public var day: String
    public var amount: Double
    public var createdAt: Date

    public var localDay: LocalDay? { LocalDay(day) }
}

/// A rest day declared in advance: it neither breaks nor counts.
public struct HabitRestDay: OwnedRecord, Equatable, Identifiable {
    public static let databaseTableName = "habit_rest_days"
    public var id: String
    public var ownerId: String
    public var habitId: String
    public var day: String
    public var createdAt: Date

    public var localDay: LocalDay? { LocalDay(day) }
}

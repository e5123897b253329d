import AlmanacCore
import Foundation
import GRDB

/// An area of focus (Career, Family...): weekly goals, intentions and to-dos belong to one.
public struct Area: OwnedRecord, Equatable {
    public static let databaseTableName = "areas"
    public var id: String
    public var ownerId: String
    public var name: String
    /// `#rrggbb`.
    public var color: String
    /// One emoji, or nil.
    public var icon: String?
    public var archived: Bool
    public var orderKey: String
    public var createdAt: Date

    /// "💼 Career".
    public var label: String { icon.map { "\($0) \(name)" } ?? name }
}

extension Area {
    /// Read column by column, as a to-do is: Today and the task pages read the person's areas.
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        ownerId = try row.decode(forColumn: "owner_id")
        name = try row.decode(forColumn: "name")
        color = try row.decode(forColumn: "color")
        icon = try row.decode(forColumn: "icon")
        archived = try row.decode(forColumn: "archived")
        orderKey = try row.decode(forColumn: "order_key")
        createdAt = try row.decode(forColumn: "created_at")
    }
}

/// A week (or two-week sprint) the user has planned: capacity per weekday and when the plan was committed.
public struct WeekRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "weeks"
    public var id: String
    public var ownerId: String
    public var startDay: String
    public var lengthDays: Int
    /// JSON array of 7 hours, Sunday first.
    public var capacity: String
    public var startedAt: Date?

    public init(id: String, ownerId: String, startDay: String, lengthDays: Int, capacity: String, startedAt: Date?) {
        self.id = id
        self.ownerId = ownerId
        self.startDay = startDay
        self.lengthDays = lengthDays
        self.capacity = capacity
        self.startedAt = startedAt
    }

    /// A stored week whose start does not read as a day cannot be read (reads skip it).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        ownerId = try container.decode(String.self, forKey: .ownerId)
        startDay = try container.decode(String.self, forKey: .startDay)
        lengthDays = try container.decode(Int.self, forKey: .lengthDays)
        capacity = try container.decode(String.self, forKey: .capacity)
        startedAt = try container.decodeIfPresent(Date.self, forKey: .startedAt)
        guard LocalDay(startDay) != nil else {
            throw DecodingError.dataCorruptedError(forKey: .startDay, in: container, debugDescription: "not a day: \(startDay)")
        }
    }

    /// The days of this week (a start that is not a day, which no read returns, is the reference Monday).
    public var period: SprintPeriod {
        SprintPeriod(start: LocalDay(startDay) ?? SprintPeriod.referenceAnchor, length: lengthDays == 14 ? .twoWeeks : .oneWeek)
    }

    public var weeklyCapacity: WeeklyCapacity {
        let hours = (try? JSONDecoder().decode([Double].self, from: Data(capacity.utf8))) ?? []
        return (try? WeeklyCapacity(hoursByWeekday: hours)) ?? .none
    }
}

public struct GoalRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "weekly_goals"
    public var id: String
    public var ownerId: String
    public var weekId: String
    public var areaId: String
    public var title: String
    public var estimateHours: Double
    public var status: String
    public var percent: Int?
    public var addedMidSprint: Bool
    public var createdAt: Date

    public var goalStatus: GoalStatus { (try? GoalStatus.make(state: status, percent: percent)) ?? .open }

    public var goal: WeeklyGoal {
        (try? WeeklyGoal(
            id: id, title: title, areaId: areaId, estimateHours: estimateHours, status: goalStatus, addedMidSprint: addedMidSprint))
            ?? WeeklyGoal(
                stored: id, title: title, areaId: areaId, estimateHours: estimateHours, status: goalStatus, addedMidSprint: addedMidSprint)
    }
}

public struct RetrospectiveRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "retrospectives"
    public var id: String
    public var ownerId: String
    public var weekId: String
    public var wentWell: String?
    public var improve: String?
    public var updatedAt: Date
}

public struct ActionItemRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "action_items"
    public var id: String
    public var ownerId: String
    public var weekId: String
    public var text: String
    public var done: Bool
    public var createdAt: Date
}

/// One day's standup: each question as it was asked, with the answer.
public struct StandupRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "standups"
    public var id: String
    public var ownerId: String
    public var day: String
    /// JSON array of `StandupAnswer`.
    public var answers: String
    public var updatedAt: Date

    public var answerList: [StandupAnswer] {
        (try? JSONDecoder().decode([StandupAnswer].self, from: Data(answers.utf8))) ?? []
    }
}

public struct StandupAnswer: Codable, Equatable, Sendable {
    public var question: String
    public var answer: String
    public init(question: String, answer: String) {
        self.question = question
        self.answer = answer
    }
}

public struct DayEntryRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "day_entries"
    public var id: String
    public var ownerId: String
    public var day: String
    public var module: String
    public var data: String
    public var updatedAt: Date
}

/// One photo of a day; the bytes are a file in the data folder (see `AppDatabase.photoFile`).
public struct DayPhotoRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "day_photos"
    public var id: String
    public var ownerId: String
    public var day: String
    /// `ImageKind` raw value.
    public var kind: String
    public var byteSize: Int
    public var caption: String?
    public var createdAt: Date

    public var photo: DayPhoto {
        DayPhoto(
            id: id, day: day, kind: ImageKind(rawValue: kind) ?? .jpeg, byteSize: byteSize, caption: caption, createdAt: createdAt)
    }
}

/// A photo as pages and the API show it.
public struct DayPhoto: Codable, Equatable, Sendable {
    public var id: String
    public var day: String
    public var kind: ImageKind
    public var byteSize: Int
    public var caption: String?
    public var createdAt: Date

    public var contentType: String { kind.mimeType }
    /// Whether browsers can show it in an `<img>` (HEIC they mostly cannot).
    public var isViewableInBrowsers: Bool { kind != .heic }
}

/// The optional modules of a day page.
public enum DayModule: String, Codable, Sendable, CaseIterable {
    case sleep, health, workout, review, photos

    public var title: String {
        switch self {
        case .sleep: "Sleep"
        case .health: "Health"
        case .workout: "Workout"
        case .review: "Daily review"
        case .photos: "Photos"
        }
    }
}

public struct SleepLog: Codable, Equatable, Sendable {
    public var wentToBed: String
    public var wokeUp: String
    public var quality: Int?
    public var hoursSlept: Double
}

public struct HealthLog: Codable, Equatable, Sendable {
    public var weightKg: Double?
    public var restingHeartRate: Int?
    public var notes: String?
}

public struct WorkoutLog: Codable, Equatable, Sendable {
    public var type: String
    public var minutes: Int
    public var notes: String?
}

public struct DailyReviewLog: Codable, Equatable, Sendable {
    public var text: String
}

/// What a day page shows: each module filled in, or nil when missing.
public struct DayEntries: Codable, Equatable, Sendable {
    public var day: LocalDay
    public var sleep: SleepLog?
    public var health: HealthLog?
    public var workout: WorkoutLog?
    public var review: DailyReviewLog?
    /// The day's photos, oldest first.
    public var photos: [DayPhoto] = []
    /// What Almanac already knows of the day from its other modules: a module it fills is not
    /// missing, and nothing needs typing twice.
    public var known = KnownDay()

    /// Filled in by hand, or known from another module.
    public func isFilled(_ module: DayModule) -> Bool {
        switch module {
        case .sleep: sleep != nil || known.sleepMinutes != nil
        case .health: health != nil || known.weightKg != nil || known.restingHeartRate != nil
        case .workout: workout != nil || !known.lifts.isEmpty || known.workoutMinutes != nil
        case .review: review != nil
        case .photos: !photos.isEmpty
        }
    }
}

/// A day as Almanac's other modules know it: the night that ended that morning and the resting
/// heart rate (the health import), the day's last weigh-in (the food log's, else the health
/// import's), the lift sessions with their sets, and imported workout minutes.
public struct KnownDay: Codable, Equatable, Sendable {
    public struct LiftSession: Codable, Equatable, Sendable {
        public var name: String
        public var sets: Int
    }

    public var sleepMinutes: Double?
    public var weightKg: Double?
    /// "weigh-in" (the food log) or "health import".
    public var weightSource: String?
    public var restingHeartRate: Double?
    public var lifts: [LiftSession] = []
    public var workoutMinutes: Double?
}

/// The system's settings, one row per user (defaults until saved).
public struct SystemSettingsRecord: OwnedRecord, Equatable {
    public static let databaseTableName = "system_settings"
    public var id: String
    public var ownerId: String
    public var activeStart: String
    public var activeEnd: String
    public var activeWeekdays: String
    public var quietStart: String?
    public var quietEnd: String?
    public var webhookUrl: String?
    public var sprintLength: Int
    public var dayModules: String
    public var standupQuestions: String?
    /// JSON array of `TodayCard` names; nil for the standard order.
    public var todayCards: String? = nil
}

/// The settings as the rules use them.
public struct SystemSettings: Codable, Equatable, Sendable {
    public var activeHours: ActiveHours
    public var quietHours: QuietHours?
    public var webhookURL: String?
    public var sprintLength: SprintLength
    public var dayModules: [DayModule]
    public var standupTemplate: StandupTemplate
    /// The order of Today's cards.
    public var todayCards: [TodayCard] = TodayCard.standardOrder

    public static let standard = SystemSettings(
        activeHours: .standard, quietHours: nil, webhookURL: nil, sprintLength: .oneWeek, dayModules: DayModule.allCases,
        standupTemplate: .standard)

    public init(
        activeHours: ActiveHours, quietHours: QuietHours?, webhookURL: String?, sprintLength: SprintLength,
        dayModules: [DayModule], standupTemplate: StandupTemplate, todayCards: [TodayCard] = TodayCard.standardOrder
    ) {
        self.todayCards = todayCards
        self.activeHours = activeHours
        self.quietHours = quietHours
        self.webhookURL = webhookURL
        self.sprintLength = sprintLength
        self.dayModules = dayModules
        self.standupTemplate = standupTemplate
    }

    init(record: SystemSettingsRecord) {
        let weekdays = (try? JSONDecoder().decode([Int].self, from: Data(record.activeWeekdays.utf8))) ?? [2, 3, 4, 5, 6]
        activeHours =
            (try? ActiveHours(start: WallClockTime(record.activeStart), end: WallClockTime(record.activeEnd), weekdays: Set(weekdays)))
            ?? .standard
        if let start = record.quietStart, let end = record.quietEnd {
            quietHours = try? QuietHours(start: WallClockTime(start), end: WallClockTime(end))
        }
        webhookURL = record.webhookUrl
        sprintLength = SprintLength(rawValue: record.sprintLength) ?? .oneWeek
        let modules = (try? JSONDecoder().decode([String].self, from: Data(record.dayModules.utf8))) ?? []
        dayModules = modules.compactMap(DayModule.init(rawValue:))
        let questions = record.standupQuestions.flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) }
        standupTemplate = questions.flatMap { try? StandupTemplate(questions: $0) } ?? .standard
        todayCards = TodayCard.stored(
            record.todayCards.flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? [])
    }

    public var reminderSettings: ReminderSettings { ReminderSettings(activeHours: activeHours, quietHours: quietHours) }
}

func jsonText<T: Encodable>(_ value: T) -> String {
    String(decoding: (try? JSONEncoder.almanac.encode(value)) ?? Data("null".utf8), as: UTF8.self)
}

import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The JSON request and response types of Week's API (the CLI's `--json` prints them too).
public enum WeekJSON {
    /// An action item ticked done or not.
    struct ActionItemDone: APIType, Codable { var done: Bool }

    /// The retrospective's metrics (`GET /week/report`) and the trend of the 8 weeks before.
    struct Report: APIType, Codable {
        var report: RetrospectiveReport
        var trend: [WeekTrendPoint]
    }

    /// A goal's fields to change; those left out stay.
    struct GoalChange: APIType, Codable {
        var title: String?
        var areaId: String?
        var estimateHours: Checked<Quantities.EstimateHours>?
        var status: GoalStatus?
    }

    /// An action item to add.
    struct NewActionItem: APIType, Codable {
        var text: String
        static let fieldNotes: [String: Schema] = ["text": .nonBlank]
    }

    /// What went well and what to improve.
    struct Retrospective: APIType, Codable {
        var wentWell: String?
        var improve: String?
    }

    /// A weekly goal to add.
    struct NewGoal: APIType, Codable {
        var title: String
        var areaId: String
        var estimateHours: Checked<Quantities.EstimateHours>
        static let fieldNotes: [String: Schema] = ["title": .title]
    }

    /// The hours of each weekday, Sunday first.
    struct Capacity: APIType, Codable {
        var hoursByWeekday: [Checked<Quantities.DayHours>]
        static let fieldNotes: [String: Schema] = ["hoursByWeekday": .sizedArray(.quantity(.dayHours), min: 7, max: 7)]
    }

    /// An area's fields to change; those left out stay.
    struct AreaChange: APIType, Codable {
        var name: String?
        var color: String?
        var icon: String?
        var archived: Bool?
        static let fieldNotes: [String: Schema] = ["name": .title]
    }

    /// An area to add.
    struct NewArea: APIType, Codable {
        var name: String
        var color: String?
        var icon: String?
        static let fieldNotes: [String: Schema] = ["name": .title]
    }

    public struct Week: APIType, Codable {
        var start: String
        var end: String
        var startedAt: Date?
        var capacityHoursByWeekday: [Double]
        var capacityHours: Double
        var estimatedHours: Double
        var overCapacity: Bool
        var warning: String?
        var goals: [WeekJSON.Goal]
        var progress: [AreaProgress]
        var wentWell: String?
        var improve: String?
        var actionItems: [WeekJSON.ActionItem]
        var lastWeekActionItems: [WeekJSON.ActionItem]

        public init(_ plan: WeekPlan) {
            start = plan.period.start.description
            end = plan.period.end.description
            startedAt = plan.week.startedAt
            capacityHoursByWeekday = plan.capacity.hoursByWeekday
            capacityHours = plan.capacityHours
            estimatedHours = plan.load.estimatedHours
            overCapacity = plan.load.isOverCapacity
            warning = plan.load.warning
            goals = plan.goals.map { WeekJSON.Goal($0, todos: plan.todoProgress(of: $0.id)) }
            progress = plan.progress
            wentWell = plan.retrospective?.wentWell
            improve = plan.retrospective?.improve
            actionItems = plan.actionItems.map(WeekJSON.ActionItem.init)
            lastWeekActionItems = plan.lastWeekActionItems.map(WeekJSON.ActionItem.init)
        }

        static let fieldNotes: [String: Schema] = ["start": .date, "end": .date]
    }

    /// A saved week in the list of weeks: its days and when it was started.
    struct SavedWeek: APIType, Codable {
        var start: String
        var end: String
        var startedAt: Date?

        init(_ week: WeekRecord) {
            start = week.period.start.description
            end = week.period.end.description
            startedAt = week.startedAt
        }

        static let fieldNotes: [String: Schema] = ["start": .date, "end": .date]
    }

    struct Area: APIType, Codable {
        var id: String
        var name: String
        var color: String
        var icon: String?
        var archived: Bool
        init(_ area: AlmanacStore.Area) {
            id = area.id
            name = area.name
            color = area.color
            icon = area.icon
            archived = area.archived
        }
    }

    struct Goal: APIType, Codable {
        var id: String
        var title: String
        var areaId: String
        var estimateHours: Double
        var status: GoalStatus
        var addedMidSprint: Bool
        /// The linked to-dos, done of all (canceled left out); in the week's answer only.
        var todos: Todos?
        struct Todos: Codable {
            var done: Int
            var total: Int
        }
        init(_ goal: GoalRecord, todos: GoalTodoProgress? = nil) {
            self.todos = todos.map { Todos(done: $0.done, total: $0.total) }
            id = goal.id
            title = goal.title
            areaId = goal.areaId
            estimateHours = goal.estimateHours
            status = goal.goalStatus
            addedMidSprint = goal.addedMidSprint
        }
    }

    struct ActionItem: APIType, Codable {
        var id: String
        var text: String
        var done: Bool
        init(_ item: ActionItemRecord) {
            id = item.id
            text = item.text
            done = item.done
        }
    }

    struct Settings: APIType, Codable {
        var activeStart: String
        var activeEnd: String
        var activeWeekdays: [Int]
        var quietStart: String?
        var quietEnd: String?
        var webhookUrl: String?
        var sprintLength: Int
        var dayModules: [String]
        var standupQuestions: [String]
        /// Optional in a request: left out, the standard order.
        var todayCards: [String]?

        init(_ settings: SystemSettings) {
            activeStart = settings.activeHours.start.description
            activeEnd = settings.activeHours.end.description
            activeWeekdays = settings.activeHours.weekdays.sorted()
            quietStart = settings.quietHours?.start.description
            quietEnd = settings.quietHours?.end.description
            webhookUrl = settings.webhookURL
            sprintLength = settings.sprintLength.rawValue
            dayModules = settings.dayModules.map(\.rawValue)
            standupQuestions = settings.standupTemplate.questions
            todayCards = settings.todayCards.map(\.rawValue)
        }

        func settings() throws -> SystemSettings {
            var quiet: QuietHours?
            if let quietStart, let quietEnd {
                quiet = try QuietHours(
                    start: WallClockTime(quietStart, field: "quietStart"), end: WallClockTime(quietEnd, field: "quietEnd"))
            }
            guard let length = SprintLength(rawValue: sprintLength) else {
                throw AlmanacError.invalid("sprintLength", "A sprint lasts 1 or 2 weeks.")
            }
            var modules: [DayModule] = []
            for name in dayModules {
                guard let module = DayModule(rawValue: name) else {
                    throw AlmanacError.invalid("dayModules", "The day modules are sleep, health, workout, review and photos, not \(name).")
                }
                modules.append(module)
            }
            return SystemSettings(
                activeHours: try ActiveHours(
                    start: WallClockTime(activeStart, field: "activeStart"), end: WallClockTime(activeEnd, field: "activeEnd"),
                    weekdays: Set(activeWeekdays)),
                quietHours: quiet, webhookURL: webhookUrl?.isEmpty == true ? nil : webhookUrl, sprintLength: length, dayModules: modules,
                standupTemplate: try StandupTemplate(questions: standupQuestions), todayCards: try TodayCard.order(todayCards ?? []))
        }

        static let fieldNotes: [String: Schema] = [
            "activeStart": .timeOfDay, "activeEnd": .timeOfDay, "activeWeekdays": .array(.quantity(.weekday)), "quietStart": .timeOfDay,
            "quietEnd": .timeOfDay, "sprintLength": .quantity(.sprintWeeks),
            "dayModules": .array(.enumeration(DayModule.allCases.map(\.rawValue))),
            "standupQuestions": .sizedArray(.string, min: 1, max: StandupTemplate.maximumQuestions),
            "todayCards": .array(.enumeration(TodayCard.allCases.map(\.rawValue))),
        ]
    }
}

/// A goal's status, `{"state": "partial", "percent": 40}`: `percent` is there only while the goal
/// is partly done (Core encodes it with `encodeIfPresent`), so the specimen is a partial one.
extension GoalStatus: APIType, SpecimenValue {
    static var specimenValue: GoalStatus? { .partial(percent: 50) }
    static let fieldNotes: [String: Schema] = ["state": .enumeration(GoalStatus.states), "percent": .quantity(.percentDone)]
}

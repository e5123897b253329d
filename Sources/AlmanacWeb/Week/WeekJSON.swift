import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The JSON request and response types of Week's API (the CLI's `--json` prints them too).
public enum WeekJSON {
    public struct Week: Encodable {
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

        static let schema = Schema.object(
            [
                "start": .date, "end": .date, "startedAt": .dateTime, "capacityHoursByWeekday": .array(.number), "capacityHours": .number,
                "estimatedHours": .number, "overCapacity": .boolean, "warning": .string, "goals": .array(WeekJSON.Goal.schema),
                "progress": .array(.object(["areaID": .string, "goalCount": .integer, "doneCount": .integer, "completion": .number])),
                "wentWell": .string, "improve": .string, "actionItems": .array(WeekJSON.ActionItem.schema),
                "lastWeekActionItems": .array(WeekJSON.ActionItem.schema),
            ],
            required: [
                "start", "end", "capacityHoursByWeekday", "capacityHours", "estimatedHours", "overCapacity", "goals", "progress",
                "actionItems", "lastWeekActionItems",
            ])
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

    struct Goal: Encodable {
        var id: String
        var title: String
        var areaId: String
        var estimateHours: Double
        var status: GoalStatus
        var addedMidSprint: Bool
        /// The linked to-dos, done of all (canceled left out); in the week's answer only.
        var todos: Todos?
        struct Todos: Encodable {
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
        static let schema = Schema.object(
            [
                "id": .string, "title": .string, "areaId": .string, "estimateHours": .number,
                "status": .object(["state": .enumeration(["open", "done", "partial"]), "percent": .integer], required: ["state"]),
                "addedMidSprint": .boolean,
                "todos": .object(["done": .integer, "total": .integer], required: ["done", "total"]),
            ],
            required: ["id", "title", "areaId", "estimateHours", "status", "addedMidSprint"])
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

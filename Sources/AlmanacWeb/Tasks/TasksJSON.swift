import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird

/// The JSON shapes of the Tasks API (the CLI's `--json` prints them too).
public enum TasksJSON {
    struct ListJSON: APIType, Codable {
        var id: String
        var name: String
        var color: String?
        var icon: String?
        var archived: Bool
        var orderKey: String

        init(_ list: TaskList) {
            id = list.id
            name = list.name
            color = list.color
            icon = list.icon
            archived = list.archived
            orderKey = list.orderKey
        }

        static let fieldNotes: [String: Schema] = ["color": .enumeration(TaskList.colors)]
    }

    struct ChecklistJSON: APIType, Codable {
        var id: String
        var title: String
        var done: Bool
    }

    /// A repeat rule as `RepeatRule` writes it: which keys come with `kind` depends on the kind, which
    /// a specimen (one kind) cannot show, so the rule's schema is written here, once.
    static let repeatSchema = Schema.object(
        [
            "kind": .enumeration(["daily", "weekly", "monthly", "yearly", "afterCompletion"]), "every": .integer,
            "weekdays": .array(.integer), "day": .integer, "month": .integer, "days": .integer,
        ],
        required: ["kind"])

    public struct TaskJSON: APIType, Codable {
        var id: String
        var title: String
        var notes: String
        var listId: String?
        var listName: String?
        /// The heading of its list it sits under (kept when it is finished).
        var headingId: String?
        var headingTitle: String?
        var when: TaskWhen?
        var reminder: String?
        var deadline: LocalDay?
        var status: TaskStatus
        var statusAt: Date?
        var `repeat`: RepeatRule?
        var tags: [String]
        var checklist: [ChecklistJSON]
        /// The weekly goal and the area of focus it serves (a goal brings its area).
        var goalId: String?
        var goalTitle: String?
        var areaId: String?
        var areaName: String?
        /// Minutes it is expected to take.
        var estimateMinutes: Int?
        /// The key of the to-do in its list (or the Inbox): the list's order is by this key.
        var orderKey: String
        var todayKey: String
        var createdAt: Date
        var updatedAt: Date

        public init(_ details: TaskDetails) {
            let task = details.task
            id = task.id
            title = task.title
            notes = task.notes
            listId = task.listId
            listName = details.list?.name
            headingId = task.headingId
            headingTitle = details.heading?.title
            when = task.when
            reminder = task.reminder
            deadline = task.deadlineDay
            status = task.status
            statusAt = task.statusAt
            `repeat` = task.repeating
            tags = details.tags
            checklist = details.checklist.map { ChecklistJSON(id: $0.id, title: $0.title, done: $0.done) }
            goalId = task.goalId
            goalTitle = details.goal?.title
            areaId = task.areaId
            areaName = details.area?.name
            estimateMinutes = task.estimateMinutes
            orderKey = task.listKey
            todayKey = task.todayKey
            createdAt = task.createdAt
            updatedAt = task.updatedAt
        }

        static let fieldNotes: [String: Schema] = [
            "repeat": repeatSchema, "estimateMinutes": .quantity(TaskEstimate.quantity),
        ]
    }

    struct SectionJSON: APIType, Codable {
        var title: String?
        var day: LocalDay?
        var listId: String?
        var tasks: [TaskJSON]
    }

    public struct ViewJSON: APIType, Codable {
        var view: String
        var today: LocalDay
        var sections: [SectionJSON]

        public init(view: TaskView, today: LocalDay, sections: [TaskSection]) {
            self.view = view.rawValue
            self.today = today
            self.sections = sections.map {
                SectionJSON(title: $0.title, day: $0.day, listId: $0.listId, tasks: $0.tasks.map(TaskJSON.init))
            }
        }
        static let fieldNotes: [String: Schema] = ["view": .enumeration(TaskView.allCases.map(\.rawValue))]
    }

    /// `POST /tasks`: the fields, or one line of quick entry.
    struct CreateTask: APIType, Codable {
        var title: String?
        var quickEntry: String?
        var listId: String?
        var when: TaskWhen?
        var reminder: String?
        var deadline: LocalDay?
        var notes: String?
        var tags: [String]?
        var checklist: [String]?
        var `repeat`: RepeatRule?
        var goalId: String?
        var areaId: String?
        /// A heading of the list (without listId, the heading's list).
        var headingId: String?
        var estimateMinutes: Checked<Quantities.TaskEstimateMinutes>?

        static let fieldNotes: [String: Schema] = [
            "reminder": .timeOfDay, "tags": .limitedArray(.string, max: Limits.tags),
            "checklist": .limitedArray(.string, max: Limits.checklistItems), "repeat": repeatSchema,
        ]
    }

    /// `PATCH /tasks/{id}`: a field left out stays; `null` clears it.
    struct PatchTask: APIType, Codable {
        var title: String?
        var notes: String?
        var listId: Patch<String>
        var headingId: Patch<String>
        var when: Patch<TaskWhen>
        var reminder: Patch<String>
        var deadline: Patch<LocalDay>
        var `repeat`: Patch<RepeatRule>
        var tags: [String]?
        var goalId: Patch<String>
        var areaId: Patch<String>
        var estimateMinutes: Patch<Checked<Quantities.TaskEstimateMinutes>>

        static let fieldNotes: [String: Schema] = [
            "reminder": .timeOfDay, "repeat": repeatSchema, "tags": .limitedArray(.string, max: Limits.tags),
        ]

        /// The change the store makes; a reminder that is no time of day is refused.
        var changes: TaskChanges {
            get throws {
                var changes = TaskChanges(
                    title: title, notes: notes, listId: listId.change, when: when.change, reminder: try reminder.map(TasksJSON.reminder),
                    deadline: deadline.change, repeatRule: `repeat`.change, tags: tags, headingId: headingId.change,
                    estimateMinutes: estimateMinutes.map(\.int))
                // The tie changes as one: sending either key sets both (the one left out is cleared).
                if !goalId.isAbsent || !areaId.isAbsent {
                    (changes.goalId, changes.areaId) = (.some(goalId.change ?? nil), .some(areaId.change ?? nil))
                }
                return changes
            }
        }
    }

    static func reminder(_ text: String) throws -> WallClockTime {
        do {
            return try WallClockTime(text, field: "reminder")
        } catch {
            throw AlmanacError.invalid("reminder", "reminder must be a time of day as HH:MM, not \(text).")
        }
    }

    /// `POST /tasks/{id}/move` and `POST /headings/{id}/move`: one of `before`, `after` or `to`.
    struct MoveTask: APIType, Codable, MoveRequest {
        var before: String?
        var after: String?
        var to: String?
        var container: TaskContainer?
        /// In a list: the heading it moves into; `null` out of every heading; left out, as placed.
        var heading: Patch<String>

        static let fieldNotes: [String: Schema] = ["to": .enumeration(["top", "bottom"])]

        var headingTarget: HeadingTarget? {
            switch heading {
            case .absent: nil
            case .cleared: HeadingTarget.none
            case .set(let id): .heading(id)
            }
        }
    }

    struct CreateList: APIType, Codable {
        var name: String
        var color: String?
        var icon: String?
        static let fieldNotes: [String: Schema] = ["name": .title, "color": .enumeration(TaskList.colors)]
    }

    /// `PATCH /lists/{id}`: a key left out stays; `null` clears a colour or an icon.
    struct PatchList: APIType, Codable {
        var name: String?
        var color: Patch<String>
        var icon: Patch<String>
        var archived: Bool?

        static let fieldNotes: [String: Schema] = ["name": .title, "color": .enumeration(TaskList.colors)]
    }

    struct QuickEntryJSON: APIType, Codable {
        var title: String
        var when: TaskWhen?
        var reminder: String?
        var listName: String?
        /// `#List/Heading`'s heading.
        var headingName: String?
        var tags: [String]
        var deadline: LocalDay?
        var `repeat`: RepeatRule?
        /// In the preview: true when `headingName` is a heading that adding the line would make.
        var newHeading: Bool?
        /// The same in words, as the page shows it.
        var summary: [String]
        /// In the preview: true when `listName` is a list that adding the line would make.
        var newList: Bool?
        /// In the preview: the existing list closest to a new `listName`, to offer instead.
        var closestList: String?

        /// What quick entry understood before adding, with what it would do with the list.
        init(_ preview: QuickEntryPreview) {
            self.init(preview.parsed, today: preview.today, newList: preview.isNewList, newHeading: preview.isNewHeading)
            newList = preview.parsed.listName == nil ? nil : preview.isNewList
            newHeading = preview.parsed.headingName == nil ? nil : preview.isNewHeading
            closestList = preview.closestList
        }

        init(_ parsed: QuickEntryResult, today: LocalDay, newList: Bool = false, newHeading: Bool = false) {
            title = parsed.title
            when = parsed.start
            reminder = parsed.reminder?.description
            listName = parsed.listName
            headingName = parsed.headingName
            tags = parsed.tags
            deadline = parsed.deadline
            `repeat` = parsed.repeatRule
            summary = TaskText.understood(parsed, today: today, newList: newList, newHeading: newHeading)
        }

        static let fieldNotes: [String: Schema] = ["repeat": repeatSchema]
    }

    /// A to-do created; from a quick entry, with what the line was understood as.
    struct CreatedJSON: APIType, Codable {
        var task: TaskJSON
        var understood: QuickEntryJSON?
    }

    /// A to-do completed or canceled, and the next one a repeat made.
    struct CompletionJSON: APIType, Codable {
        var task: TaskJSON
        var next: TaskJSON?
    }
}

/// Dates and quick-entry results in words, shared by pages and API.
enum TaskText {
    /// "Today", "Tomorrow", "Fri 20 Nov", "Fri 20 Nov 2027" (in the person's date style).
    static func day(_ day: LocalDay, today: LocalDay) -> String { Dates.relative(day, today: today) }

    static func when(_ when: TaskWhen, today: LocalDay) -> String {
        switch when {
        case .someday: "Someday"
        case .day(let d): day(d, today: today)
        case .evening(let d): d == today ? "This Evening" : "\(day(d, today: today)) evening"
        }
    }

    /// The parse in words; `newList` says the `#list` is one adding the line would make,
    /// `newHeading` the same of its `/heading`.
    static func understood(_ parsed: QuickEntryResult, today: LocalDay, newList: Bool = false, newHeading: Bool = false) -> [String] {
        var parts: [String] = []
        if let start = parsed.start { parts.append(when(start, today: today)) }
        if let reminder = parsed.reminder { parts.append("at \(reminder)") }
        if let deadline = parsed.deadline { parts.append("deadline \(day(deadline, today: today))") }
        if let rule = parsed.repeatRule { parts.append(rule.text(dateOrder: Dates.style.order)) }
        if let list = parsed.listName { parts.append(newList ? "new list \(list)" : "in \(list)") }
        if let heading = parsed.headingName { parts.append(newHeading ? "new heading \(heading)" : "under \(heading)") }
        parts += parsed.tags.map { "@\($0)" }
        return parts
    }
}

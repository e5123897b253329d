import AlmanacCore
import Foundation
import GRDB

/// A list of to-dos (a project, an area of life), ordered in the list of lists.
public struct TaskList: OwnedRecord, Equatable {
    public static let databaseTableName = "task_lists"
    public var id: String
    public var ownerId: String
    public var name: String
    /// One of `TaskList.colors`, or nil.
    public var color: String?
    /// One emoji, or nil.
    public var icon: String?
    public var archived: Bool
    public var orderKey: String
    public var createdAt: Date
    /// The key of the item an import made this list from (`things:<uuid>`), nil otherwise.
    public var importKey: String? = nil

    /// The colours a list can have; the stylesheet gives each a light and a dark shade.
    public static let colors = ["red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "gray"]
}

/// A heading inside a list (Things' heading, Todoist's section, TickTick's column): a title and a
/// place among the list's headings. Its to-dos name it (`ToDo.headingId`) and keep their own keys
/// in the list's order, so moving a heading writes one row and its to-dos go with it.
public struct TaskHeading: OwnedRecord, Equatable {
    public static let databaseTableName = "task_headings"
    public var id: String
    public var ownerId: String
    public var listId: String
    public var title: String
    /// Archived (Things): no longer shown in the list, kept for the Logbook and its to-dos.
    public var archived: Bool
    public var orderKey: String
    public var createdAt: Date
    /// The key of the heading or section an import made this from, nil otherwise.
    public var importKey: String? = nil
}

/// What happens to a heading's to-dos when it is deleted: they stay in the list without a
/// heading, or they are deleted with it. Undo brings back either.
public enum HeadingDeletion: String, Codable, Sendable, CaseIterable {
    case keepTasks = "keep"
    case deleteTasks = "delete"
}

/// One to-do. `listId` nil means the Inbox. Days are `YYYY-MM-DD` text.
public struct ToDo: OwnedRecord, Equatable {
    public static let databaseTableName = "tasks"
    public var id: String
    public var ownerId: String
    public var title: String
    /// Markdown.
    public var notes: String
    public var listId: String?
    public var startDay: String?
    public var evening: Bool
    public var someday: Bool
    /// `HH:MM`.
    public var reminder: String?
    public var deadline: String?
    public var status: TaskStatus
    public var statusAt: Date?
    /// `RepeatRule` as JSON.
    public var repeatRule: String?
    /// Filled in by the Week module.
    public var goalId: String?
    public var areaId: String?
    /// The order in its list (or the Inbox).
    public var listKey: String
    /// The order in Today.
    public var todayKey: String
    public var createdAt: Date
    public var updatedAt: Date
    /// The key of the item an import made this to-do from (`things:<uuid>`), nil otherwise.
    public var importKey: String? = nil
    /// The heading of its list it sits under, nil for none. Kept when it is finished, so the
    /// Logbook shows the heading it had.
    public var headingId: String? = nil
    /// How long it is expected to take, in minutes (`TaskEstimate`), nil for no estimate.
    public var estimateMinutes: Int? = nil

    public var when: TaskWhen? {
        get { TaskWhen(startDay: startDay.flatMap(LocalDay.init), evening: evening, someday: someday) }
        set {
            startDay = newValue?.day?.description
            evening = newValue?.isEvening ?? false
            someday = newValue?.isSomeday ?? false
        }
    }

    public var deadlineDay: LocalDay? {
        get { deadline.flatMap(LocalDay.init) }
        set { deadline = newValue?.description }
    }

    public var reminderTime: WallClockTime? {
        get { reminder.flatMap { try? WallClockTime($0) } }
        set { reminder = newValue?.description }
    }

    public var repeating: RepeatRule? {
        get { repeatRule.flatMap { try? JSONDecoder().decode(RepeatRule.self, from: Data($0.utf8)) } }
        set { repeatRule = newValue.flatMap { try? String(decoding: JSONEncoder.almanac.encode($0), as: UTF8.self) } }
    }

    /// The built-in view this to-do lives in on `today`.
    public func home(on today: LocalDay) -> TaskView {
        TaskView.home(inList: listId != nil, when: when, deadline: deadlineDay, status: status, on: today)
    }
}

extension ToDo {
    /// Read column by column: the `Decodable` reading (a keyed container per row) was most of the
    /// reading of the task views that list many to-dos (Inbox, Logbook).
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        ownerId = try row.decode(forColumn: "owner_id")
        title = try row.decode(forColumn: "title")
        notes = try row.decode(forColumn: "notes")
        listId = try row.decode(forColumn: "list_id")
        startDay = try row.decode(forColumn: "start_day")
        evening = try row.decode(forColumn: "evening")
        someday = try row.decode(forColumn: "someday")
        reminder = try row.decode(forColumn: "reminder")
        deadline = try row.decode(forColumn: "deadline")
        let statusText: String = try row.decode(forColumn: "status")
        guard let status = TaskStatus(rawValue: statusText) else {
            throw AlmanacError.invalid("status", "To-do \(id) has no known status (\(statusText)).")
        }
        self.status = status
        statusAt = try row.decode(forColumn: "status_at")
        repeatRule = try row.decode(forColumn: "repeat_rule")
        goalId = try row.decode(forColumn: "goal_id")
        areaId = try row.decode(forColumn: "area_id")
        listKey = try row.decode(forColumn: "list_key")
        todayKey = try row.decode(forColumn: "today_key")
        createdAt = try row.decode(forColumn: "created_at")
        updatedAt = try row.decode(forColumn: "updated_at")
        importKey = try row.decode(forColumn: "import_key")
        headingId = try row.decode(forColumn: "heading_id")
        estimateMinutes = try row.decode(forColumn: "estimate_minutes")
    }
}

extension TaskList {
    /// Read column by column, as a to-do is: every task page reads its to-dos' lists.
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        ownerId = try row.decode(forColumn: "owner_id")
        name = try row.decode(forColumn: "name")
        color = try row.decode(forColumn: "color")
        icon = try row.decode(forColumn: "icon")
        archived = try row.decode(forColumn: "archived")
        orderKey = try row.decode(forColumn: "order_key")
        createdAt = try row.decode(forColumn: "created_at")
        importKey = try row.decode(forColumn: "import_key")
    }
}

/// A tag; to-dos carry any number of them.
public struct TaskTag: OwnedRecord, Equatable {
    public static let databaseTableName = "task_tags"
    public var id: String
    public var ownerId: String
    public var name: String
}

struct TaskTagLink: OwnedRecord {
    static let databaseTableName = "task_tag_links"
    var id: String
    var ownerId: String
    var taskId: String
    var tagId: String
}

/// A step inside a to-do, with its own order and done state.
public struct ChecklistItem: OwnedRecord, Equatable {
    public static let databaseTableName = "task_checklist_items"
    public var id: String
    public var ownerId: String
    public var taskId: String
    public var title: String
    public var done: Bool
    public var orderKey: String
}

/// Where a to-do goes in its container: before or after another one, or at either end.
public enum TaskPlacement: Equatable, Sendable {
    case before(String)
    case after(String)
    case top
    case bottom
}

/// The two orders a to-do has: its list's (or the Inbox's) and Today's.
public enum TaskContainer: String, Codable, Sendable, CaseIterable {
    case list, today
}

/// A to-do with what the pages, API and CLI show next to it.
public struct TaskDetails: Sendable, Equatable {
    public var task: ToDo
    public var list: TaskList?
    /// The heading it sits under in its list.
    public var heading: TaskHeading? = nil
    public var tags: [String]
    public var checklist: [ChecklistItem]
    /// The weekly goal and the area of focus the to-do serves (a goal's area when it has a goal).
    public var goal: GoalRecord? = nil
    public var area: Area? = nil
}

/// A group of to-dos in a view: Today's "This Evening", a day of Upcoming, a list of Anytime.
public struct TaskSection: Sendable, Equatable {
    public var title: String?
    /// The day of an Upcoming group.
    public var day: LocalDay?
    /// The list of an Anytime or Someday group.
    public var listId: String?
    /// The heading of a list page's group (nil for the to-dos under no heading).
    public var heading: TaskHeading?
    public var tasks: [TaskDetails]

    public init(title: String?, day: LocalDay? = nil, listId: String? = nil, heading: TaskHeading? = nil, tasks: [TaskDetails]) {
        self.title = title
        self.day = day
        self.listId = listId
        self.heading = heading
        self.tasks = tasks
    }
}

/// The fields of a new to-do. Without a list it goes to the Inbox.
public struct NewTask: Sendable {
    public var title: String
    public var notes: String?
    public var listId: String?
    public var when: TaskWhen?
    public var reminder: WallClockTime?
    public var deadline: LocalDay?
    public var repeatRule: RepeatRule?
    public var tags: [String]
    public var checklist: [String]
    /// The weekly goal or the area of focus it serves (The System asks for one on Today).
    public var goalId: String?
    public var areaId: String?
    /// A heading of its list (without a list, the heading's list).
    public var headingId: String?
    /// Minutes it is expected to take (`TaskEstimate`).
    public var estimateMinutes: Int?

    public init(
        title: String, notes: String? = nil, listId: String? = nil, when: TaskWhen? = nil, reminder: WallClockTime? = nil,
        deadline: LocalDay? = nil, repeatRule: RepeatRule? = nil, tags: [String] = [], checklist: [String] = [],
        goalId: String? = nil, areaId: String? = nil, headingId: String? = nil, estimateMinutes: Int? = nil
    ) {
        self.estimateMinutes = estimateMinutes
        self.headingId = headingId
        self.goalId = goalId
        self.areaId = areaId
        self.title = title
        self.notes = notes
        self.listId = listId
        self.when = when
        self.reminder = reminder
        self.deadline = deadline
        self.repeatRule = repeatRule
        self.tags = tags
        self.checklist = checklist
    }
}

/// Changes to a to-do; nil leaves a field as it is, `.some(nil)` clears it.
public struct TaskChanges: Sendable {
    public var title: String?
    public var notes: String?
    public var listId: String??
    public var when: TaskWhen??
    public var reminder: WallClockTime??
    public var deadline: LocalDay??
    public var repeatRule: RepeatRule??
    public var tags: [String]?
    /// The goal-or-area tie, changed as one: `.some(nil)` in both clears it.
    public var goalId: String??
    public var areaId: String??
    /// A heading of the to-do's list (of its new list when the list changes too); `.some(nil)`
    /// takes it out of its heading. A to-do moved to another list leaves its heading.
    public var headingId: String??
    /// Minutes it is expected to take; `.some(nil)` clears the estimate.
    public var estimateMinutes: Int??

    public init(
        title: String? = nil, notes: String? = nil, listId: String?? = nil, when: TaskWhen?? = nil,
        reminder: WallClockTime?? = nil, deadline: LocalDay?? = nil, repeatRule: RepeatRule?? = nil, tags: [String]? = nil,
        goalId: String?? = nil, areaId: String?? = nil, headingId: String?? = nil, estimateMinutes: Int?? = nil
    ) {
        self.estimateMinutes = estimateMinutes
        self.headingId = headingId
        self.goalId = goalId
        self.areaId = areaId
        self.title = title
        self.notes = notes
        self.listId = listId
        self.when = when
        self.reminder = reminder
        self.deadline = deadline
        self.repeatRule = repeatRule
        self.tags = tags
    }
}

/// What quick entry made of a line, and the to-do it created.
public struct QuickEntryOutcome: Sendable {
    public var task: TaskDetails
    public var parsed: QuickEntryResult
    /// True when `#Name` named a list that did not exist yet and it was created.
    public var createdList: Bool
    /// True when `#List/Heading` named a heading the list did not have yet and it was created.
    public var createdHeading = false
}

/// Quick entry's preview: what the line means, and whether its `#list` is a list not made yet.
public struct QuickEntryPreview: Sendable {
    public var parsed: QuickEntryResult
    public var today: LocalDay
    /// True when `#Name` names no existing list, so adding the line would make one.
    public var isNewList = false
    /// The existing list closest to that name (`#shoping` → Shopping), to offer instead.
    public var closestList: String? = nil
    /// True when `#List/Heading` names a heading the list does not have, so adding would make one.
    public var isNewHeading = false
}

/// A completed (or canceled) to-do and, for a repeating one, its next occurrence.
public struct TaskCompletion: Sendable {
    public var task: TaskDetails
    public var next: TaskDetails?
}

/// The result of a move: the to-do and how many rows were written (0 if it was already there,
/// 1 normally, the whole container after a rewrite of its keys).
public struct TaskMove: Sendable {
    public var task: TaskDetails
    public var rowsWritten: Int
}

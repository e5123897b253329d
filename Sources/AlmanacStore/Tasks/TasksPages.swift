import AlmanacCore
import Foundation
import GRDB

/// What a Tasks page shows beside the views: a built-in view, a list, a tag, a search or one to-do.
public enum TasksPlace: Sendable, Equatable {
    case view(TaskView)
    case list(String)
    case tag(String)
    case search(String)
    case task(String)
}

/// Everything a Tasks page shows, read in one transaction.
public struct TasksPageData: Sendable {
    /// The user's today (their time zone and day start).
    public var today: LocalDay
    /// The sidebar: the open lists and the tags.
    public var lists: [TaskList]
    public var tags: [TaskTag]
    /// The areas of focus and this week's open goals, for the goal-or-area picker (none when the
    /// user keeps no areas).
    public var areas: [Area]
    public var goals: [GoalRecord]
    /// The list page's list.
    public var list: TaskList?
    /// The list page's headings, archived ones too (the page shows those apart).
    public var headings: [TaskHeading] = []
    /// The rows of a view, list, tag or search.
    public var sections: [TaskSection]
    /// The to-do page's to-do.
    public var task: TaskDetails?
    /// The Logbook's next page: the last to-do shown, when older ones follow.
    public var older: String? = nil
}

extension AppDatabase {
    /// A Tasks page: the sidebar, the goal-or-area picker and the rows of `place`, in one read;
    /// the Logbook from the to-do after `before` (its pages, newest first).
    public func tasksPage(owner: String, showing place: TasksPlace, before: String? = nil) async throws -> TasksPageData {
        let now = now()
        return try await read { db in
            let calendar = try Self.taskCalendar(owner: owner, at: now, db)
            let today = calendar.today
            let areas = try Self.areas(owner: owner, includeArchived: false, db: db)
            var page = TasksPageData(
                today: today, lists: try Self.lists(owner: owner, includeArchived: false, db),
                tags: try Self.taskTags(owner: owner, db), areas: areas,
                goals: areas.isEmpty
                    ? [] : try Self.weekPlan(owner: owner, containing: today, db: db).goals.filter { $0.goalStatus != .done },
                list: nil, sections: [], task: nil)
            switch place {
            case .view(.logbook):
                (page.sections, page.older) = try Self.logbook(
                    owner: owner, before: before, limit: Self.logbookPageSize, calendar: calendar, db)
            case .view(let view):
                page.sections = try Self.tasks(owner: owner, in: view, on: today, calendar: calendar, db)
            case .list(let id):
                let list = try TaskList.owned(id, by: owner, in: db, what: "list")
                page.list = list
                page.headings = try Self.headings(owner: owner, listId: list.id, includeArchived: true, db)
                page.sections = Self.headingSections(
                    try Self.tasks(owner: owner, inList: list.id, db), headings: page.headings.filter { !$0.archived })
            case .tag(let name):
                page.sections = [TaskSection(title: nil, tasks: try Self.tasks(owner: owner, tagged: name, db))]
            case .search(let query):
                if !query.isEmpty {
                    page.sections = [TaskSection(title: nil, tasks: try Self.searchTasks(owner: owner, query: query, db))]
                }
            case .task(let id):
                let task = try Self.task(owner: owner, id: id, db)
                page.task = task
                // The headings of its list, for the form's heading picker (an archived one too, as
                // the to-do may sit under it).
                if let listId = task.task.listId {
                    page.headings = try Self.headings(owner: owner, listId: listId, includeArchived: true, db)
                }
            }
            return page
        }
    }

    /// A list's open to-dos grouped: those under no heading first (always, so there is a place to
    /// drop into), then each heading in its order, empty ones too; inside, the list's order.
    /// To-dos of an archived heading are not shown.
    public static func headingSections(_ tasks: [TaskDetails], headings: [TaskHeading]) -> [TaskSection] {
        let grouped = Dictionary(grouping: tasks) { $0.task.headingId ?? "" }
        return [TaskSection(title: nil, tasks: grouped[""] ?? [])]
            + headings.map { TaskSection(title: $0.title, listId: $0.listId, heading: $0, tasks: grouped[$0.id] ?? []) }
    }
}

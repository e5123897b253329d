import AlmanacCore
import Foundation
import GRDB

/// The built-in views, a list's, a tag's and search: how to-dos are read to be shown.
extension AppDatabase {
    // MARK: Views

    /// How many finished to-dos a page of the Logbook shows.
    public static let logbookPageSize = 100

    /// A built-in view with the person's today, in one read; the Logbook `limit` to-dos at a time,
    /// after the to-do `before` (the last of the page before), with the cursor of the next page
    /// (`older`, nil on the last page; always nil for the other views, which are not paged).
    public func taskView(owner: String, _ view: TaskView, before: String? = nil, limit: Int = logbookPageSize) async throws -> (
        today: LocalDay, sections: [TaskSection], older: String?
    ) {
        let now = now()
        return try await read { db in
            let calendar = try Self.taskCalendar(owner: owner, at: now, db)
            guard view == .logbook else {
                guard before == nil else { throw AlmanacError.invalid("before", "Only the logbook has pages; leave before out.") }
                return (calendar.today, try Self.tasks(owner: owner, in: view, on: calendar.today, calendar: calendar, db), nil)
            }
            let (sections, older) = try Self.logbook(owner: owner, before: before, limit: limit, calendar: calendar, db)
            return (calendar.today, sections, older)
        }
    }

    /// Finished to-dos newest first, one section per day finished: `limit` of them after the to-do
    /// `before`, and the id of the last when there are older ones (the next page's `before`).
    static func logbook(owner: String, before: String?, limit: Int, calendar: TaskCalendar, _ db: any StoreDatabase) throws -> (
        sections: [TaskSection], older: String?
    ) {
        var conditions = "owner_id = ? AND status != 'open'"
        var arguments: [(any DatabaseValueConvertible)?] = [owner]
        if let before {
            let cursor = try ToDo.fetchOneReadable(
                db, sql: "SELECT * FROM tasks WHERE owner_id = ? AND id = ?", arguments: [owner, before])
            guard let cursor, cursor.status != .open else {
                throw AlmanacError.invalid("before", "before names no finished to-do of yours.")
            }
            conditions += " AND (status_at, id) < (?, ?)"
            arguments += [cursor.statusAt, cursor.id]
        }
        arguments.append(limit + 1)
        // NULLS LAST: SQLite's place for a NULL in a descending order, written out for PostgreSQL.
        var tasks = try ToDo.fetchReadable(
            db, sql: "SELECT * FROM tasks WHERE \(conditions) ORDER BY status_at DESC NULLS LAST, id DESC LIMIT ?",
            arguments: StatementArguments(arguments))
        let more = tasks.count > limit
        if more { tasks.removeLast() }
        var sections: [TaskSection] = []
        for item in try Self.details(of: tasks, db) {
            let day = LocalDay(
                containing: item.task.statusAt ?? item.task.updatedAt, in: calendar.preferences.zone,
                dayStartHour: calendar.preferences.dayStartHour)
            if sections.last?.day == day {
                sections[sections.count - 1].tasks.append(item)
            } else {
                sections.append(TaskSection(title: day.description, day: day, tasks: [item]))
            }
        }
        return (sections, more ? tasks.last?.id : nil)
    }

    /// A built-in view on `today`: Today has the main section and "This Evening", Upcoming one
    /// section per day, Anytime and Someday one per list (the Inbox first), the Logbook its newest page, one
    /// section per day finished, the Inbox one.
    public func tasks(owner: String, in view: TaskView, on today: LocalDay) async throws -> [TaskSection] {
        let now = now()
        return try await read { db in
            try Self.tasks(owner: owner, in: view, on: today, calendar: try Self.taskCalendar(owner: owner, at: now, db), db)
        }
    }

    static func tasks(owner: String, in view: TaskView, on today: LocalDay, at now: Date, _ db: any StoreDatabase) throws -> [TaskSection] {
        try tasks(owner: owner, in: view, on: today, calendar: try taskCalendar(owner: owner, at: now, db), db)
    }

    static func tasks(owner: String, in view: TaskView, on today: LocalDay, calendar: TaskCalendar, _ db: any StoreDatabase) throws
        -> [TaskSection]
    {
        switch view {
        case .logbook:
            return try logbook(owner: owner, before: nil, limit: logbookPageSize, calendar: calendar, db).sections
        case .today, .upcoming:
            // The SQL narrows to the to-dos that can belong (a start or deadline by today, or a
            // start after it) through the index on open to-dos' start days, so a long list of open
            // to-dos is not read whole; `home` decides. Today's order is applied here: asked of
            // SQLite, it walks every to-do in that order instead.
            let belongs = view == .today ? "(start_day <= ? OR deadline <= ?)" : "start_day > ?"
            let day = today.description
            let tasks = try ToDo.fetchReadable(
                db, sql: "SELECT * FROM tasks WHERE owner_id = ? AND status = 'open' AND \(belongs)",
                arguments: StatementArguments([owner, day] + (view == .today ? [day] : []))
            )
            .filter { $0.home(on: today) == view }
            .sorted { ($0.todayKey, $0.id) < ($1.todayKey, $1.id) }
            let details = try Self.details(of: tasks, db)
            if view == .today {
                let evening = details.filter { TodaySection.of(when: $0.task.when, on: today) == .evening }
                let main = details.filter { TodaySection.of(when: $0.task.when, on: today) == .main }
                return [TaskSection(title: nil, tasks: main)]
                    + (evening.isEmpty ? [] : [TaskSection(title: "This Evening", tasks: evening)])
            }
            let days = Dictionary(grouping: details) { $0.task.when?.day ?? today }
            return days.keys.sorted().map { day in
                TaskSection(title: day.description, day: day, tasks: days[day]!)
            }
        case .inbox, .anytime, .someday:
            let tasks = try ToDo.fetchReadable(
                db,
                sql: """
                    SELECT t.* FROM tasks t LEFT JOIN task_lists l ON l.id = t.list_id
                    WHERE t.owner_id = ? AND t.status = 'open' AND COALESCE(l.archived, 0) = 0
                    ORDER BY l.order_key IS NOT NULL, l.order_key, t.list_key, t.id
                    """, arguments: [owner]
            ).filter { $0.home(on: today) == view }
            let details = try Self.details(of: tasks, db)
            var sections: [TaskSection] = []
            for item in details {
                if !sections.isEmpty, sections[sections.count - 1].listId == item.task.listId {
                    sections[sections.count - 1].tasks.append(item)
                } else {
                    sections.append(
                        TaskSection(title: view == .inbox ? nil : item.list?.name ?? "Inbox", listId: item.task.listId, tasks: [item]))
                }
            }
            return sections
        }
    }

    /// The open to-dos of a list (nil: the Inbox), in the list's order, whatever their dates.
    public func tasks(owner: String, inList listId: String?) async throws -> [TaskDetails] {
        try await read { db in
            if let listId { _ = try TaskList.owned(listId, by: owner, in: db, what: "list") }
            return try Self.tasks(owner: owner, inList: listId, db)
        }
    }

    static func tasks(owner: String, inList listId: String?, _ db: any StoreDatabase) throws -> [TaskDetails] {
        // The list's order is applied here: asked of SQLite, it walks every to-do the list ever
        // had in that order (3.5 ms for a list of ten years) instead of its few open ones.
        let tasks = try ToDo.fetchReadable(
            db, sql: "SELECT * FROM tasks WHERE owner_id = ? AND COALESCE(list_id, '') = ? AND status = 'open'",
            arguments: [owner, listId ?? ""]
        )
        .sorted { ($0.listKey, $0.id) < ($1.listKey, $1.id) }
        return try details(of: tasks, db)
    }

    /// The open to-dos with a tag (any case), in Today's order.
    public func tasks(owner: String, tagged name: String) async throws -> [TaskDetails] {
        try await read { db in try Self.tasks(owner: owner, tagged: name, db) }
    }

    static func tasks(owner: String, tagged name: String, _ db: any StoreDatabase) throws -> [TaskDetails] {
        // Today's order is applied here, as for Today: asked of SQLite, it walks every to-do ever
        // in that order (3.6 ms on ten years) instead of the open ones with the tag.
        let tasks = try ToDo.fetchReadable(
            db,
            sql: """
                SELECT t.* FROM tasks t
                JOIN task_tag_links k ON k.task_id = t.id JOIN task_tags g ON g.id = k.tag_id
                WHERE t.owner_id = ? AND t.status = 'open' AND g.name = ? COLLATE NOCASE
                """, arguments: [owner, name]
        )
        .sorted { ($0.todayKey, $0.id) < ($1.todayKey, $1.id) }
        return try Self.details(of: tasks, db)
    }

    /// Full-text search over titles and notes (every word, as a prefix), best matches first,
    /// open to-dos before finished ones.
    public func searchTasks(owner: String, query: String, limit: Int = 100) async throws -> [TaskDetails] {
        try await read { db in try Self.searchTasks(owner: owner, query: query, limit: limit, db) }
    }

    static func searchTasks(owner: String, query: String, limit: Int = 100, _ db: any StoreDatabase) throws -> [TaskDetails] {
        let words = query.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard !words.isEmpty else { return [] }
        let tasks: [ToDo]
        if db.dialect == .postgres {
            // The GIN index's expression; ts_rank for FTS5's bm25, then the id (the order of adding) on a tie.
            tasks = try ToDo.fetchReadable(
                db,
                sql: """
                    SELECT t.* FROM to_tsquery('simple', ?) AS q, tasks t
                    WHERE t.owner_id = ? AND \(PostgresSQL.searchDocument("t.title || ' ' || t.notes")) @@ q
                    ORDER BY t.status != 'open', ts_rank(\(PostgresSQL.searchDocument("t.title || ' ' || t.notes")), q) DESC, t.id LIMIT ?
                    """, arguments: [PostgresSQL.prefixQuery(words), owner, limit])
        } else {
            let match = words.map { "\"\($0)\"*" }.joined(separator: " ")
            tasks = try ToDo.fetchReadable(
                db,
                sql: """
                    SELECT t.* FROM tasks_search s JOIN tasks t ON t.id = s.task_id
                    WHERE tasks_search MATCH ? AND s.owner_id = ?
                    ORDER BY t.status != 'open', s.rank LIMIT ?
                    """, arguments: [match, owner, limit])
        }
        return try Self.details(of: tasks, db)
    }
}

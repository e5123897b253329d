import Foundation

/// Todoist's files, turned into a `TaskImportPlan`:
/// - the CSV template export of one project (`TYPE, CONTENT, DESCRIPTION, PRIORITY, INDENT, …,
///   DATE, …, DEADLINE, …`): to-dos in the file's order, into one list named by the caller (the
///   file's name);
/// - the backup Todoist offers for download (Settings → Backups): a zip of those CSV templates,
///   one per active project (`backupPlan`);
/// - JSON in the Sync API's shape (`projects`, `sections`, `items`, `labels`, as `/sync` with
///   `resource_types=["all"]` gives them and tools that save a "full backup" through the API
///   write it): each project a list, in `child_order`; the Inbox project is Almanac's Inbox.
///
/// Decisions: a sub-task (INDENT 2 or more, or an item with a `parent_id`) becomes a checklist
/// item of its parent, in order; a section becomes a heading of its project's list, in its order,
/// with its to-dos under it; Todoist's p1, p2 and p3 are the tags `p1`, `p2`, `p3` (p4 is Todoist's
/// "no priority" and gets no tag). The two formats number them the opposite way: a CSV's
/// PRIORITY is 1 for p1 (the highest) … 4 for p4 (Todoist's help, "Format a CSV file to import
/// into Todoist"), the API's `priority` is 4 for p1 … 1 for p4 (its "1 (normal) to 4 (urgent)");
/// `@label` words in a CSV's CONTENT are tags; a DATE is read
/// with the quick-entry parser ("every monday", "tomorrow 5pm") and gives the start (and a
/// repeat); a DEADLINE gives the deadline; a note row (a comment) is added to its task's notes.
public enum TodoistImport {
    public static let csvColumns = [
        "TYPE", "CONTENT", "DESCRIPTION", "PRIORITY", "INDENT", "AUTHOR", "RESPONSIBLE", "DATE", "DATE_LANG", "TIMEZONE",
        "DURATION", "DURATION_UNIT", "DEADLINE", "DEADLINE_LANG",
    ]

    /// The tag for an API (JSON) priority, where 4 is p1 (urgent) and 1 is p4 (normal), or nil.
    public static func priorityTag(_ priority: Int?) -> String? {
        switch priority {
        case 4: "p1"
        case 3: "p2"
        case 2: "p3"
        default: nil
        }
    }

    /// The tag for a CSV's PRIORITY, where 1 is p1 (the highest) and 4 is p4 (none), or nil.
    public static func csvPriorityTag(_ priority: Int?) -> String? {
        switch priority {
        case 1: "p1"
        case 2: "p2"
        case 3: "p3"
        default: nil
        }
    }

    /// A Todoist date text ("every monday", "tomorrow 5pm", "10 Apr 17:15", "2026-11-20") as a
    /// start, its time of day (the reminder), a repeat and a deadline; nil when the quick-entry
    /// parser understands none of it.
    static func dates(_ text: String, calendar: TaskImportCalendar) -> (
        when: TaskWhen?, reminder: WallClockTime?, repeatRule: RepeatRule?, deadline: LocalDay?
    )? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return (nil, nil, nil, nil) }
        // ISO dates and date-times ("2026-11-20T17:00:00") are read directly.
        if let day = DayReference.leading(trimmed) { return (.day(day), nil, nil, nil) }
        let parsed = QuickEntry.parse(
            "x " + trimmed, today: calendar.today, locale: calendar.dateOrder, weekStart: calendar.weekStart)
        guard parsed.start != nil || parsed.repeatRule != nil || parsed.deadline != nil else { return nil }
        return (parsed.start, parsed.reminder, parsed.repeatRule, parsed.deadline)
    }

    /// A CSV's CONTENT as a title and its labels: each `@word` is a label and leaves the title;
    /// every other character stays as written (two spaces stay two).
    static func titleAndLabels(_ content: String) -> (title: String, labels: [String]) {
        var labels: [String] = []
        let words = content.split(separator: " ", omittingEmptySubsequences: false).filter { word in
            guard word.hasPrefix("@"), word.count > 1 else { return true }
            labels.append(String(word.dropFirst()))
            return false
        }
        return (words.joined(separator: " ").trimmingCharacters(in: .whitespaces), labels)
    }

    static func day(_ text: String, calendar: TaskImportCalendar) -> LocalDay?? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .some(nil) }
        if let day = DayReference.leading(trimmed) { return day }
        guard let parsed = dates(trimmed, calendar: calendar), let day = parsed.when?.day ?? parsed.deadline else { return nil }
        return day
    }

    /// One Todoist task, from a CSV row or a JSON item, as a to-do: its labels, then its priority,
    /// as tags; under its section's heading; `date` read with quick entry (start, repeat, deadline; a repeat
    /// starts on `recurringStart` when given); `deadline` as the deadline. A date that is not
    /// understood is left off with a note.
    static func todo(
        key: String, title: String, description: String, listKey: String?, labels: [String], headingKey: String?, priority: String?,
        date: String, recurringStart: LocalDay? = nil, deadline: String, place: String, calendar: TaskImportCalendar,
        notes: inout [TaskImportPlan.Note]
    ) -> TaskImportPlan.ToDo {
        var todo = TaskImportPlan.ToDo(
            key: key, title: title, notes: description, listKey: listKey,
            tags: labels + [priority].compactMap { $0 }, place: place, headingKey: headingKey)
        if let parsed = dates(date, calendar: calendar) {
            todo.when = parsed.when
            todo.reminder = parsed.reminder
            todo.repeatRule = parsed.repeatRule
            todo.deadline = parsed.deadline
            if let recurringStart { todo.when = .day(recurringStart) }
        } else {
            notes.append(.init(place: place, reason: "The date “\(date.prefix(60))” was not understood; imported without it.", taken: true))
        }
        if let understood = day(deadline, calendar: calendar) {
            if let understood { todo.deadline = understood }
        } else {
            notes.append(
                .init(place: place, reason: "The deadline “\(deadline.prefix(60))” was not understood; imported without it.", taken: true))
        }
        return todo
    }

    /// A CSV template export of one project, into the list `listName`.
    public static func csvPlan(_ text: String, listName: String, calendar: TaskImportCalendar) throws(AlmanacError) -> TaskImportPlan {
        let records = try CSVTable.parse(text).filter { !$0.fields.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }
        guard let header = records.first else {
            throw .invalid(
                "file", "The file is empty; a Todoist CSV starts with the header \(csvColumns.prefix(5).joined(separator: ",")),….")
        }
        var column: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            column[name.trimmingCharacters(in: .whitespaces).uppercased()] = column[name.uppercased()] ?? index
        }
        guard column["TYPE"] != nil, column["CONTENT"] != nil else {
            throw .invalid(
                "file",
                "line \(header.line): this is not a Todoist CSV; its header needs TYPE and CONTENT, and it has \(header.fields.prefix(8).joined(separator: ", "))."
            )
        }
        let listKey = TaskImportPlan.hashKey(.todoist, ["list", listName.lowercased()])
        var plan = TaskImportPlan(source: .todoist, lists: [.init(key: listKey, name: listName)])
        var section: String?
        var sectionKey: String?
        var parent: Int?  // index in plan.todos of the last top-level task
        var seen: [String: Int] = [:]
        for record in records.dropFirst() {
            func cell(_ name: String) -> String {
                guard let index = column[name], index < record.fields.count else { return "" }
                return record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let place = "line \(record.line)"
            let content = cell("CONTENT")
            switch cell("TYPE").lowercased() {
            case "section":
                section = content.isEmpty ? nil : content
                // A section of the same name again (any case) is the same heading.
                sectionKey = section.map { TaskImportPlan.hashKey(.todoist, ["section", listName.lowercased(), $0.lowercased()]) }
                if let section, let sectionKey, !plan.headings.contains(where: { $0.key == sectionKey }) {
                    plan.headings.append(.init(key: sectionKey, listKey: listKey, title: section))
                }
                parent = nil
            case "note":
                guard let parent, !content.isEmpty else {
                    plan.notes.append(.init(place: place, reason: "A note that belongs to no task."))
                    continue
                }
                let notes = plan.todos[parent].notes
                plan.todos[parent].notes = notes.isEmpty ? content : notes + "\n\n" + content
            case "task":
                // Labels are `@words` inside the content.
                let (title, tags) = titleAndLabels(content)
                guard !title.isEmpty else {
                    plan.notes.append(.init(place: place, reason: "A task without a title."))
                    continue
                }
                let indent = Int(cell("INDENT")) ?? 1
                if indent > 1 {
                    guard let parent else {
                        plan.notes.append(.init(place: place, reason: "A sub-task with no task above it."))
                        continue
                    }
                    // A checklist item has no tags: a sub-task's labels stay in its title as written.
                    plan.todos[parent].checklist.append(.init(title: content))
                    if indent > 2 {
                        plan.notes.append(
                            .init(place: place, reason: "A sub-task of a sub-task; it is a checklist item of the top task.", taken: true))
                    }
                    continue
                }
                let identity = [listName.lowercased(), section ?? "", title]
                let occurrence = seen[identity.joined(separator: "\u{1F}"), default: 0]
                seen[identity.joined(separator: "\u{1F}")] = occurrence + 1
                let todo = Self.todo(
                    key: TaskImportPlan.hashKey(.todoist, identity + [String(occurrence)]), title: title,
                    description: cell("DESCRIPTION"), listKey: listKey, labels: tags, headingKey: sectionKey,
                    priority: csvPriorityTag(Int(cell("PRIORITY"))), date: cell("DATE"), deadline: cell("DEADLINE"), place: place,
                    calendar: calendar, notes: &plan.notes)
                plan.todos.append(todo)
                parent = plan.todos.count - 1
            case "meta", "":
                continue
            default:
                plan.notes.append(.init(place: place, reason: "The TYPE “\(cell("TYPE").prefix(30))” is not task, section or note."))
            }
        }
        return plan.checked()
    }

    // MARK: The backup (a zip of CSV templates)

    /// One project's file of a backup.
    public struct ProjectFile: Sendable {
        /// The file's name in the archive, for the places of its rows.
        public var file: String
        /// The list it goes to (its project's name, from the file's name).
        public var listName: String
        public var text: String

        public init(file: String, listName: String, text: String) {
            self.file = file
            self.listName = listName
            self.text = text
        }
    }

    /// Todoist's backup (Settings → Backups → Download): a zip of one CSV template per active
    /// project, named after the project ("Groceries [2203948123].csv"); completed tasks and
    /// archived projects are not in it. Each file is read as `csvPlan` into a list named after
    /// it, in the archive's order; the file of the project named "Inbox" goes to the Inbox.
    public static func backupPlan(_ files: [ProjectFile], calendar: TaskImportCalendar) throws(AlmanacError) -> TaskImportPlan {
        guard !files.isEmpty else {
            throw .invalid("file", "This zip holds no CSV files; a Todoist backup holds one CSV per project.")
        }
        var plan = TaskImportPlan(source: .todoist)
        for file in files {
            let project: TaskImportPlan
            do {
                project = try csvPlan(file.text, listName: file.listName, calendar: calendar)
            } catch {
                throw .invalid("file", "\(file.file): \(error.message)")
            }
            let isInbox = file.listName.lowercased() == "inbox"
            if !isInbox {
                plan.lists += project.lists
                plan.headings += project.headings
            }
            for var todo in project.todos {
                if isInbox { todo.listKey = nil }
                todo.place = "\(file.file), \(todo.place)"
                plan.todos.append(todo)
            }
            plan.notes += project.notes.map { .init(place: "\(file.file), \($0.place)", reason: $0.reason, taken: $0.taken) }
        }
        return plan.checked()
    }

    // MARK: JSON in the Sync API's shape

    struct Backup: Decodable {
        struct Project: Decodable {
            var id: Flexible
            var name: String
            var childOrder: Int?
            var inboxProject: Bool?
            var isArchived: Bool?
            var isDeleted: Bool?
        }
        struct Section: Decodable {
            var id: Flexible
            var name: String
            var projectId: Flexible?
            var sectionOrder: Int?
            var isDeleted: Bool?
        }
        struct Due: Decodable {
            var date: String?
            var string: String?
            var isRecurring: Bool?
        }
        struct Item: Decodable {
            var id: Flexible
            var content: String
            var description: String?
            var projectId: Flexible?
            var sectionId: Flexible?
            var parentId: Flexible?
            var childOrder: Int?
            var priority: Int?
            var labels: [String]?
            var due: Due?
            var deadline: Due?
            var checked: Bool?
            var completedAt: String?
            var addedAt: String?
            var isDeleted: Bool?
        }
        var projects: [Project]?
        var sections: [Section]?
        var items: [Item]?
    }

    /// Todoist ids are strings in the current API and numbers in older backups.
    struct Flexible: Decodable, Hashable {
        var text: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self.text = text
            } else {
                self.text = String(try container.decode(Int64.self))
            }
        }
    }

    /// Whether `data` looks like JSON (the backup) rather than CSV.
    public static func isJSON(_ data: Data) -> Bool {
        data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "{")
    }

    public static func jsonPlan(_ data: Data, calendar: TaskImportCalendar) throws(AlmanacError) -> TaskImportPlan {
        let backup: Backup
        do {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            backup = try decoder.decode(Backup.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            let path = (context.codingPath + [key]).map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            throw .invalid("file", "This Todoist backup lacks \(path.dropFirst()).")
        } catch {
            throw .invalid("file", "The file is not a Todoist JSON backup (it needs projects and items).")
        }
        guard let projects = backup.projects, let items = backup.items else {
            throw .invalid("file", "The file is not a Todoist JSON backup: it needs \"projects\" and \"items\".")
        }
        var plan = TaskImportPlan(source: .todoist)
        let liveProjects = projects.filter { $0.isDeleted != true }
        let inbox = Set(liveProjects.filter { $0.inboxProject == true }.map(\.id))
        for (_, project) in liveProjects.enumerated().sorted(by: {
            ($0.element.childOrder ?? 0, $0.offset) < ($1.element.childOrder ?? 0, $1.offset)
        })
        where !inbox.contains(project.id) {
            plan.lists.append(.init(key: "todoist:project:\(project.id.text)", name: project.name, archived: project.isArchived == true))
        }
        let projectIds = Set(liveProjects.map(\.id))
        let liveSections = (backup.sections ?? []).filter { $0.isDeleted != true }
        let sections = Dictionary(liveSections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Sections become headings of their project's list, in their order.
        for (_, section) in liveSections.enumerated().sorted(by: {
            ($0.element.sectionOrder ?? 0, $0.offset) < ($1.element.sectionOrder ?? 0, $1.offset)
        }) {
            guard let projectId = section.projectId, !inbox.contains(projectId) else { continue }
            plan.headings.append(
                .init(key: "todoist:section:\(section.id.text)", listKey: "todoist:project:\(projectId.text)", title: section.name))
        }
        let live = items.filter { $0.isDeleted != true }
        let byId = Dictionary(live.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func top(_ item: Backup.Item) -> Backup.Item {
            var current = item
            var hops = 0
            while let parent = current.parentId, let next = byId[parent], hops < 100 {
                current = next
                hops += 1
            }
            return current
        }
        let children = Dictionary(grouping: live.filter { $0.parentId != nil }) { top($0).id }
        let listPosition = Dictionary(plan.lists.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        let tops = live.enumerated().filter { $0.element.parentId == nil || byId[$0.element.parentId!] == nil }
        let ordered = tops.sorted { x, y in
            func rank(_ item: Backup.Item, _ offset: Int) -> (Int, Int, Int, Int) {
                let list = item.projectId.map { "todoist:project:\($0.text)" }.flatMap { listPosition[$0] } ?? -1
                let section = item.sectionId.flatMap { sections[$0]?.sectionOrder }.map { $0 + 1 } ?? 0
                return (list, section, item.childOrder ?? 0, offset)
            }
            return rank(x.element, x.offset) < rank(y.element, y.offset)
        }.map(\.element)
        for item in ordered {
            let place = "“\(item.content.prefix(80))”"
            guard let projectId = item.projectId, projectIds.contains(projectId) else {
                plan.notes.append(.init(place: place, reason: "Its project is not in the backup."))
                continue
            }
            let due = item.due
            var todo = Self.todo(
                key: "todoist:\(item.id.text)", title: item.content, description: item.description ?? "",
                listKey: inbox.contains(projectId) ? nil : "todoist:project:\(projectId.text)", labels: item.labels ?? [],
                headingKey: item.sectionId.flatMap { sections[$0] }.map { "todoist:section:\($0.id.text)" },
                priority: priorityTag(item.priority),
                date: due?.isRecurring == true ? (due?.string ?? due?.date ?? "") : (due?.date ?? due?.string ?? ""),
                recurringStart: due?.isRecurring == true ? due?.date.flatMap { DayReference.leading($0) } : nil,
                deadline: item.deadline?.date.flatMap { DayReference.leading($0)?.description } ?? "", place: place,
                calendar: calendar, notes: &plan.notes)
            todo.checklist = (children[item.id] ?? []).sorted { ($0.childOrder ?? 0) < ($1.childOrder ?? 0) }.map {
                .init(title: $0.content, done: $0.checked == true)
            }
            todo.status = item.checked == true ? .completed : .open
            todo.statusAt = item.completedAt.flatMap(Self.instant)
            todo.createdAt = item.addedAt.flatMap(Self.instant)
            plan.todos.append(todo)
        }
        return plan.checked()
    }

    static func instant(_ text: String) -> Date? {
        (try? Date(text, strategy: .iso8601)) ?? (try? Date(text.replacingOccurrences(of: ".000000", with: ""), strategy: .iso8601))
    }

    /// A repeat as words both Todoist and Almanac's quick entry read ("every mon, thu").
    public static func repeatText(_ rule: RepeatRule) -> String {
        let names = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
        switch rule {
        case .daily(let every): return every == 1 ? "every day" : "every \(every) days"
        case .weekly(let every, let weekdays):
            let days = weekdays.filter { (1...7).contains($0) }.map { names[$0 - 1] }
            if every == 1 { return "every " + days.joined(separator: ", ") }
            if days.count == 1 { return "every \(every) weeks \(days[0])" }
            return rule.text()
        case .monthly(let every, let day):
            return (every == 1 ? "every month" : "every \(every) months") + " on the \(TaskDates.ordinal(day))"
        case .yearly(let every, let month, let day):
            guard every == 1 else { return rule.text(dateOrder: .monthDay) }
            return "every year on \(TaskDates.monthNames[month - 1]) \(day)"
        case .afterCompletion(let days):
            return "every \(days) days after completion"
        }
    }

    /// The to-dos as a Todoist CSV template (`csvColumns`): each list a section, in order, and each
    /// heading of a list a section after it (`List / Heading`; without a list name, as when one
    /// list is exported as its own project, just `Heading`), the to-dos grouped by heading in the
    /// heading's order as given;
    /// checklist items as INDENT 2 tasks; tags as `@tag` in CONTENT (p1…p3 as PRIORITY 1…3, none as
    /// 4, as Todoist's CSV numbers them); the start
    /// or repeat as DATE; the deadline as DEADLINE. Todoist's importer reads it back.
    public static func csvExport(_ lists: [(name: String?, tasks: [ExportedTask])]) -> String {
        var rows: [[String]] = [csvColumns]
        func row(
            _ type: String, _ content: String, description: String = "", priority: String = "", indent: String = "", date: String = "",
            deadline: String = ""
        ) -> [String] {
            [
                type, content, description, priority, indent, "", "", date, date.isEmpty ? "" : "en", "", "", "", deadline,
                deadline.isEmpty ? "" : "en",
            ]
        }
        for list in lists where !list.tasks.isEmpty {
            if let name = list.name {
                rows.append(row("section", name))
            }
            var heading: String?
            for task in list.tasks {
                if let taskHeading = task.heading, taskHeading != heading {
                    rows.append(row("section", [list.name, taskHeading].compactMap { $0 }.joined(separator: " / ")))
                }
                heading = task.heading
                let priority = task.tags.compactMap { ["p1": 1, "p2": 2, "p3": 3][$0.lowercased()] }.min()
                let labels = task.tags.filter { !["p1", "p2", "p3"].contains($0.lowercased()) }.map {
                    "@" + $0.replacingOccurrences(of: " ", with: "_")
                }
                let date = task.repeatRule.map(repeatText) ?? task.when.map { $0.isSomeday ? "" : $0.day?.description ?? "" } ?? ""
                rows.append(
                    row(
                        "task", ([task.title] + labels).joined(separator: " "), description: task.notes,
                        priority: String(priority ?? 4), indent: "1", date: date, deadline: task.deadline?.description ?? ""))
                for item in task.checklist {
                    rows.append(row("task", item.title, priority: "4", indent: "2"))
                }
            }
            rows.append(row("", ""))
        }
        return CSVTable.text(rows)
    }
}

/// A to-do as the exports write it.
public struct ExportedTask: Sendable, Equatable, Codable {
    public var title: String
    public var notes: String
    public var when: TaskWhen?
    public var deadline: LocalDay?
    public var repeatRule: RepeatRule?
    public var tags: [String]
    public var checklist: [TaskImportPlan.ChecklistItem]
    public var status: TaskStatus
    public var statusAt: Date?
    /// The title of the heading of its list it sits under.
    public var heading: String?

    public init(
        title: String, notes: String = "", when: TaskWhen? = nil, deadline: LocalDay? = nil, repeatRule: RepeatRule? = nil,
        tags: [String] = [], checklist: [TaskImportPlan.ChecklistItem] = [], status: TaskStatus = .open, statusAt: Date? = nil,
        heading: String? = nil
    ) {
        self.heading = heading
        self.title = title
        self.notes = notes
        self.when = when
        self.deadline = deadline
        self.repeatRule = repeatRule
        self.tags = tags
        self.checklist = checklist
        self.status = status
        self.statusAt = statusAt
    }
}

/// Almanac's own JSON export: the Inbox and every list with its to-dos in order.
public struct TasksExport: Encodable, Sendable {
    public struct List: Encodable, Sendable {
        public var name: String
        public var archived: Bool
        public var todos: [ExportedTask]
    }
    public var inbox: [ExportedTask]
    public var lists: [List]

    /// From the store's lists, the Inbox being the one without a name.
    public init(_ lists: [(name: String?, archived: Bool, tasks: [ExportedTask])]) {
        inbox = lists.first { $0.name == nil }?.tasks ?? []
        self.lists = lists.compactMap { list in list.name.map { List(name: $0, archived: list.archived, todos: list.tasks) } }
    }
}

import Foundation

/// The apps Almanac imports to-dos from.
public enum TaskImportSource: String, Codable, Sendable, CaseIterable {
    case things, todoist, ticktick

    /// The app's name as people write it.
    public var title: String {
        switch self {
        case .things: "Things 3"
        case .todoist: "Todoist"
        case .ticktick: "TickTick"
        }
    }

    /// What to upload, in words for the import page and errors.
    public var fileDescription: String {
        switch self {
        case .things: "the Things database (main.sqlite from Things Database.thingsdatabase)"
        case .todoist: "a Todoist backup (the zip from Settings → Backups), a project's CSV (its template export) or Todoist JSON"
        case .ticktick: "a TickTick CSV backup"
        }
    }

    public init(parsing text: String?) throws(AlmanacError) {
        guard let text, let source = TaskImportSource(rawValue: text.lowercased()) else {
            throw .invalid("source", "The source is one of things, todoist or ticktick.")
        }
        self = source
    }
}

/// The user's calendar an import reads relative dates against ("every monday", "tomorrow").
public struct TaskImportCalendar: Sendable, Equatable {
    public var today: LocalDay
    public var dateOrder: DateOrder
    public var weekStart: Int
    public var timeZone: TimeZone

    public init(today: LocalDay, dateOrder: DateOrder = .monthDay, weekStart: Int = 2, timeZone: TimeZone = .gmt) {
        self.today = today
        self.dateOrder = dateOrder
        self.weekStart = weekStart
        self.timeZone = timeZone
    }
}

/// What one import file holds, in Almanac's terms, whatever app it came from: the three
/// readers (Things, Todoist, TickTick) each make one of these, and the store applies it in one
/// way. Order is the order of the arrays: lists in the order they go to the list of lists,
/// to-dos in their list's order, checklists in theirs.
///
/// Every list and to-do has a `key` that is stable for the same item of the same file
/// (`things:<uuid>`, `todoist:<id>`, a hash for files without ids), so importing a file again
/// adds nothing it added before.
public struct TaskImportPlan: Sendable, Equatable {
    public struct List: Sendable, Equatable {
        public var key: String
        public var name: String
        /// The area of focus the list's to-dos serve (matched by name, created when missing).
        public var areaName: String?
        /// A finished project: its list is archived.
        public var archived: Bool

        public init(key: String, name: String, areaName: String? = nil, archived: Bool = false) {
            self.key = key
            self.name = name
            self.areaName = areaName
            self.archived = archived
        }
    }

    /// A heading inside a list (Things' heading, Todoist's section, TickTick's column), in the
    /// order of the plan's headings of the same list.
    public struct Heading: Sendable, Equatable {
        public var key: String
        public var listKey: String
        public var title: String
        /// Archived in Things.
        public var archived: Bool

        public init(key: String, listKey: String, title: String, archived: Bool = false) {
            self.key = key
            self.listKey = listKey
            self.title = title
            self.archived = archived
        }
    }

    public struct ChecklistItem: Sendable, Equatable, Codable {
        public var title: String
        public var done: Bool

        public init(title: String, done: Bool = false) {
            self.title = title
            self.done = done
        }
    }

    public struct ToDo: Sendable, Equatable {
        public var key: String
        public var title: String
        public var notes: String
        /// nil: the Inbox.
        public var listKey: String?
        /// The key of a heading of the same list, nil for none.
        public var headingKey: String?
        public var areaName: String?
        public var when: TaskWhen?
        /// The time of day its reminder rings on its start day (a Todoist date's time), nil for none.
        public var reminder: WallClockTime? = nil
        public var deadline: LocalDay?
        public var repeatRule: RepeatRule?
        public var tags: [String]
        public var checklist: [ChecklistItem]
        public var status: TaskStatus
        /// When it was completed or canceled.
        public var statusAt: Date?
        public var createdAt: Date?
        /// The place in Today's order (Things' `todayIndex`); nil goes after those that have one.
        public var todayRank: Int?
        /// Where it came from, for messages ("line 12", "“Call mom”").
        public var place: String

        public init(
            key: String, title: String, notes: String = "", listKey: String? = nil, areaName: String? = nil,
            when: TaskWhen? = nil, deadline: LocalDay? = nil, repeatRule: RepeatRule? = nil, tags: [String] = [],
            checklist: [ChecklistItem] = [], status: TaskStatus = .open, statusAt: Date? = nil, createdAt: Date? = nil,
            todayRank: Int? = nil, place: String, headingKey: String? = nil
        ) {
            self.headingKey = headingKey
            self.key = key
            self.title = title
            self.notes = notes
            self.listKey = listKey
            self.areaName = areaName
            self.when = when
            self.deadline = deadline
            self.repeatRule = repeatRule
            self.tags = tags
            self.checklist = checklist
            self.status = status
            self.statusAt = statusAt
            self.createdAt = createdAt
            self.todayRank = todayRank
            self.place = place
        }
    }

    /// A row left out (`taken` false) or taken without part of it (`taken` true), and why.
    public struct Note: Sendable, Equatable, Codable {
        public var place: String
        public var reason: String
        public var taken: Bool

        public init(place: String, reason: String, taken: Bool = false) {
            self.place = place
            self.reason = reason
            self.taken = taken
        }
    }

    public var source: TaskImportSource
    public var lists: [List]
    public var headings: [Heading]
    public var todos: [ToDo]
    public var notes: [Note]

    public init(
        source: TaskImportSource, lists: [List] = [], headings: [Heading] = [], todos: [ToDo] = [], notes: [Note] = []
    ) {
        self.source = source
        self.lists = lists
        self.headings = headings
        self.todos = todos
        self.notes = notes
    }

    /// The rows that cannot be taken.
    public var skipped: [Note] { notes.filter { !$0.taken } }
    /// The rows taken without part of them (a repeat that does not map, a date not understood).
    public var warnings: [Note] { notes.filter(\.taken) }

    /// The areas of focus the plan names, in order of first appearance.
    public var areaNames: [String] {
        var seen = Set<String>()
        return (lists.compactMap(\.areaName) + todos.compactMap(\.areaName)).filter { seen.insert($0.lowercased()).inserted }
    }

    /// The tags the plan names (any case counts once), in order of first appearance.
    public var tagNames: [String] {
        var seen = Set<String>()
        return todos.flatMap(\.tags).filter { seen.insert($0.lowercased()).inserted }
    }

    /// The to-dos in the order they take in Today: by `todayRank`, then in list order.
    public var todayOrder: [Int] {
        todos.indices.sorted { a, b in
            switch (todos[a].todayRank, todos[b].todayRank) {
            case (let x?, let y?) where x != y: x < y
            case (.some, nil): true
            case (nil, .some): false
            default: a < b
            }
        }
    }

    /// Checks every name and text against Almanac's limits, as the store would: a to-do that
    /// would be refused is left out with the reason, a tag or checklist item too long is dropped
    /// with a warning, so applying the plan never fails half-way. Duplicate keys keep the first.
    public func checked() -> TaskImportPlan {
        var result = TaskImportPlan(source: source, notes: notes)
        var listKeys = Set<String>()
        var listNames = Set<String>()
        for var list in lists {
            guard listKeys.insert(list.key).inserted else { continue }
            do {
                list.name = try Validate.title(list.name, field: "name", max: Limits.nameLength)
            } catch {
                result.notes.append(Note(place: "list “\(list.name.prefix(60))”", reason: error.message + " Its to-dos go to the Inbox."))
                continue
            }
            list.areaName = list.areaName.flatMap { try? Validate.title($0, field: "name", max: Limits.nameLength) }
            // Two lists of one file with the same name (two Things projects called "Errands") stay two lists.
            var name = list.name
            var number = 2
            while !listNames.insert(name.lowercased()).inserted {
                name = "\(list.name) (\(number))"
                number += 1
            }
            list.name = name
            result.lists.append(list)
        }
        let keptLists = Set(result.lists.map(\.key))
        var headingKeys = Set<String>()
        var headingCounts: [String: Int] = [:]
        for var heading in headings where keptLists.contains(heading.listKey) {
            guard headingKeys.insert(heading.key).inserted else { continue }
            guard let title = try? Validate.title(heading.title, field: "title", max: Limits.nameLength) else {
                result.notes.append(
                    Note(
                        place: "heading “\(heading.title.prefix(60))”",
                        reason: "The heading's title cannot be taken; its to-dos go under no heading.", taken: true))
                headingKeys.remove(heading.key)
                continue
            }
            headingCounts[heading.listKey, default: 0] += 1
            guard headingCounts[heading.listKey]! <= Limits.headingsPerList else {
                result.notes.append(
                    Note(
                        place: "heading “\(title.prefix(60))”",
                        reason: "A list holds at most \(Limits.headingsPerList) headings; its to-dos go under no heading.", taken: true))
                headingKeys.remove(heading.key)
                continue
            }
            heading.title = title
            result.headings.append(heading)
        }
        let headingLists = Dictionary(result.headings.map { ($0.key, $0.listKey) }, uniquingKeysWith: { first, _ in first })
        var keys = Set<String>()
        for var todo in todos {
            guard keys.insert(todo.key).inserted else { continue }
            do {
                todo.title = try Validate.title(todo.title)
                todo.notes = try Validate.notes(todo.notes) ?? ""
                if let rule = todo.repeatRule { todo.repeatRule = try rule.validated() }
            } catch {
                result.notes.append(Note(place: todo.place, reason: error.message))
                continue
            }
            if let listKey = todo.listKey, !keptLists.contains(listKey) {
                todo.listKey = nil
            }
            // A heading belongs to one list: a to-do whose list is not the heading's has none.
            if let headingKey = todo.headingKey, headingLists[headingKey] == nil || headingLists[headingKey] != todo.listKey {
                todo.headingKey = nil
            }
            todo.areaName = todo.areaName.flatMap { try? Validate.title($0, field: "name", max: Limits.nameLength) }
            var seen = Set<String>()
            var tags: [String] = []
            for tag in todo.tags {
                var name = tag.trimmingCharacters(in: .whitespacesAndNewlines)
                if name.hasPrefix("@") { name.removeFirst() }
                guard !name.isEmpty else { continue }
                guard Validate.length(name) <= 100 else {
                    result.notes.append(
                        Note(
                            place: todo.place, reason: "The tag “\(name.prefix(40))…” is longer than 100 characters; left off.", taken: true
                        ))
                    continue
                }
                if seen.insert(name.lowercased()).inserted { tags.append(name) }
            }
            todo.tags = tags
            todo.checklist = todo.checklist.compactMap { item in
                guard let title = try? Validate.title(item.title) else {
                    if !item.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                        result.notes.append(
                            Note(
                                place: todo.place, reason: "A checklist item is longer than \(Limits.titleLength) characters; left off.",
                                taken: true))
                    }
                    return nil
                }
                return ChecklistItem(title: title, done: item.done)
            }
            if todo.status != .open, todo.statusAt == nil { todo.statusAt = todo.createdAt }
            result.todos.append(todo)
        }
        return result
    }

    /// A stable key for an item of a file without ids: FNV-1a (64 bit) of its parts, stable across
    /// runs and platforms, unlike Swift's seeded `Hasher`.
    public static func hashKey(_ source: TaskImportSource, _ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (["v1"] + parts).joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "\(source.rawValue):\(String(format: "%016llx", hash))"
    }
}

/// How many of each kind a plan holds, and how many of them are already in Almanac; the
/// preview page, `--dry-run` and the API show these.
public struct TaskImportCounts: Sendable, Equatable, Codable {
    public var lists: Int
    public var headings: Int
    public var areas: Int
    public var todos: Int
    public var open: Int
    public var completed: Int
    public var canceled: Int
    public var repeating: Int
    public var checklistItems: Int
    public var tags: Int
    /// To-dos and lists of the file already imported before (they are not added again).
    public var alreadyImported: Int
    public var skipped: Int

    public init(_ plan: TaskImportPlan, alreadyImported: Int = 0) {
        lists = plan.lists.count
        headings = plan.headings.count
        areas = plan.areaNames.count
        todos = plan.todos.count
        open = plan.todos.filter { $0.status == .open }.count
        completed = plan.todos.filter { $0.status == .completed }.count
        canceled = plan.todos.filter { $0.status == .canceled }.count
        repeating = plan.todos.filter { $0.repeatRule != nil }.count
        checklistItems = plan.todos.reduce(0) { $0 + $1.checklist.count }
        tags = plan.tagNames.count
        self.alreadyImported = alreadyImported
        skipped = plan.skipped.count
    }
}

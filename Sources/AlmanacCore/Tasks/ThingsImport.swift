import Foundation

/// Things 3's database, as the store reads it (`TMTask`, `TMArea`, `TMTag`, `TMTaskTag`,
/// `TMChecklistItem`), turned into a `TaskImportPlan`.
///
/// The encodings (as documented by things.py and other readers of the file):
/// - `type`: 0 to-do, 1 project, 2 heading. `status`: 0 open, 2 canceled, 3 completed.
/// - `start`: 0 Inbox, 1 Anytime (with a `startDate` of today or earlier: Today), 2 Someday
///   (with a `startDate`: Upcoming, scheduled for that day). `startBucket` 1: This Evening.
/// - `startDate` and `deadline`: a day packed into an integer, `year << 16 | month << 12 | day << 7`.
/// - `creationDate`, `stopDate`: Unix seconds as REAL.
/// - `index`: the order inside the project, heading or area; `todayIndex`: the order in Today.
/// - A repeating to-do is a template row with `rt1_recurrenceRule` (a property list: `fu` the
///   unit, 16 day, 256 week, 8 month, 4 year; `fa` every how many; `tp` 1 after completion;
///   `of` the offsets, `wd` a weekday 1 = Sunday, `dy` a day of the month, -1 the last, `mo` a
///   month); the to-dos it makes point to it with `rt1_repeatingTemplate`.
///
/// Decisions: a heading becomes a heading of the project's list, in Things' order (archived when
/// Things archived it), and its to-dos sit under it in their order; to-dos directly in an area go to a
/// list named after the area (an area with nothing in it yet gets that list, empty, and its area
/// of focus); the rule of a repeating to-do goes on its open copy (the earliest),
/// or, without one, the template becomes a to-do starting on its next date.
public enum ThingsImport {
    public struct Task: Sendable, Equatable {
        public var uuid: String
        public var type: Int
        public var title: String
        public var notes: String
        public var status: Int
        public var trashed: Bool
        public var start: Int
        public var startDate: Int?
        public var startBucket: Int
        public var deadline: Int?
        public var index: Int
        public var todayIndex: Int
        public var area: String?
        public var project: String?
        public var heading: String?
        public var creationDate: Double?
        public var stopDate: Double?
        public var recurrenceRule: Data?
        public var repeatingTemplate: String?
        public var nextInstanceStartDate: Int?

        public init(
            uuid: String, type: Int = 0, title: String, notes: String = "", status: Int = 0, trashed: Bool = false,
            start: Int = 1, startDate: Int? = nil, startBucket: Int = 0, deadline: Int? = nil, index: Int = 0,
            todayIndex: Int = 0, area: String? = nil, project: String? = nil, heading: String? = nil,
            creationDate: Double? = nil, stopDate: Double? = nil, recurrenceRule: Data? = nil,
            repeatingTemplate: String? = nil, nextInstanceStartDate: Int? = nil
        ) {
            self.uuid = uuid
            self.type = type
            self.title = title
            self.notes = notes
            self.status = status
            self.trashed = trashed
            self.start = start
            self.startDate = startDate
            self.startBucket = startBucket
            self.deadline = deadline
            self.index = index
            self.todayIndex = todayIndex
            self.area = area
            self.project = project
            self.heading = heading
            self.creationDate = creationDate
            self.stopDate = stopDate
            self.recurrenceRule = recurrenceRule
            self.repeatingTemplate = repeatingTemplate
            self.nextInstanceStartDate = nextInstanceStartDate
        }
    }

    public struct Area: Sendable, Equatable {
        public var uuid: String
        public var title: String
        public var index: Int

        public init(uuid: String, title: String, index: Int) {
            self.uuid = uuid
            self.title = title
            self.index = index
        }
    }

    public struct ChecklistItem: Sendable, Equatable {
        public var task: String
        public var title: String
        public var status: Int
        public var index: Int

        public init(task: String, title: String, status: Int = 0, index: Int) {
            self.task = task
            self.title = title
            self.status = status
            self.index = index
        }
    }

    /// The rows of the five tables; `tags` maps a tag's uuid to its title, `taskTags` are
    /// (task uuid, tag uuid) pairs.
    public struct Rows: Sendable, Equatable {
        public var tasks: [Task]
        public var areas: [Area]
        public var tags: [String: String]
        public var taskTags: [(task: String, tag: String)]
        public var checklist: [ChecklistItem]

        public init(
            tasks: [Task], areas: [Area] = [], tags: [String: String] = [:], taskTags: [(task: String, tag: String)] = [],
            checklist: [ChecklistItem] = []
        ) {
            self.tasks = tasks
            self.areas = areas
            self.tags = tags
            self.taskTags = taskTags
            self.checklist = checklist
        }

        public static func == (a: Rows, b: Rows) -> Bool {
            a.tasks == b.tasks && a.areas == b.areas && a.tags == b.tags && a.checklist == b.checklist
                && a.taskTags.map { [$0.task, $0.tag] } == b.taskTags.map { [$0.task, $0.tag] }
        }
    }

    /// The day of a packed `startDate`/`deadline`; nil for 0, NULL or an impossible day.
    public static func day(packed value: Int?) -> LocalDay? {
        guard let value, value > 0 else { return nil }
        let year = value >> 16
        let month = (value >> 12) & 0xF
        let day = (value >> 7) & 0x1F
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= LocalDay.daysIn(month: month, year: year)
        else { return nil }
        return LocalDay(year: year, month: month, day: day)
    }

    /// The packed integer of a day (for fixtures and benchmarks).
    public static func packed(_ day: LocalDay) -> Int {
        (day.year << 16) | (day.month << 12) | (day.day << 7)
    }

    /// A Unix-seconds REAL as an instant; nil for NULL and values no calendar holds.
    static func instant(_ seconds: Double?) -> Date? {
        guard let seconds, seconds.isFinite, seconds > 0, seconds < 253_402_300_800 else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// A Things repeat rule (the property list of `rt1_recurrenceRule`) in Almanac's terms, or nil
    /// when it has no counterpart (every second Tuesday of the month, say).
    public static func repeatRule(_ data: Data?) -> RepeatRule? {
        guard let data,
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        else { return nil }
        func int(_ value: Any?) -> Int? {
            if let number = value as? Int { return number }
            if let number = value as? NSNumber { return number.intValue }
            return nil
        }
        guard let unit = int(plist["fu"]) else { return nil }
        let every = max(1, int(plist["fa"]) ?? 1)
        let offsets = (plist["of"] as? [Any])?.compactMap { $0 as? [String: Any] } ?? []
        if int(plist["tp"]) == 1 {
            switch unit {
            case 16: return .afterCompletion(days: every)
            case 256: return .afterCompletion(days: every * 7)
            default: return nil
            }
        }
        // Offsets naming the n-th weekday of a month (`wdo`) have no counterpart.
        guard !offsets.contains(where: { $0["wdo"] != nil }) else { return nil }
        switch unit {
        case 16:
            return .daily(every: every)
        case 256:
            let weekdays = offsets.compactMap { int($0["wd"]) }.filter { (1...7).contains($0) }
            return weekdays.isEmpty ? nil : .weekly(every: every, on: weekdays.sorted())
        case 8:
            guard offsets.count == 1, let day = int(offsets[0]["dy"]) else { return nil }
            if day == -1 { return .monthly(every: every, day: 31) }
            return (1...31).contains(day) ? .monthly(every: every, day: day) : nil
        case 4:
            guard offsets.count == 1, let day = int(offsets[0]["dy"]), let month = int(offsets[0]["mo"]),
                (1...12).contains(month), (1...31).contains(day)
            else { return nil }
            return .yearly(every: every, month: month, day: day)
        default:
            return nil
        }
    }

    public static func plan(_ rows: Rows) -> TaskImportPlan {
        var plan = TaskImportPlan(source: .things)
        let byId = Dictionary(rows.tasks.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        let areas = Dictionary(rows.areas.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        var tagsOf: [String: [String]] = [:]
        for link in rows.taskTags {
            if let name = rows.tags[link.tag] { tagsOf[link.task, default: []].append(name) }
        }
        var checklistOf: [String: [ChecklistItem]] = [:]
        for item in rows.checklist { checklistOf[item.task, default: []].append(item) }

        func label(_ task: Task) -> String { "“\(task.title.prefix(80))”" }
        func isGone(_ task: Task?) -> Bool { task.map { $0.trashed } ?? false }

        // The projects, by area, in the sidebar's order: projects without an area first.
        let projects = rows.tasks.filter { $0.type == 1 && !$0.trashed }
        let areaOrder = rows.areas.sorted { ($0.index, $0.uuid) < ($1.index, $1.uuid) }
        func projectsOf(area: String?) -> [Task] {
            projects.filter { $0.area == area }.sorted { ($0.index, $0.uuid) < ($1.index, $1.uuid) }
        }
        // To-dos directly in an area (no project, not in the Inbox) get a list named after it.
        let looseAreas = Set(
            rows.tasks.filter { $0.type == 0 && !$0.trashed && $0.project == nil && $0.heading == nil && $0.area != nil }
                .compactMap(\.area))
        for project in projectsOf(area: nil) {
            plan.lists.append(.init(key: "things:\(project.uuid)", name: project.title, archived: project.status != 0))
        }
        for area in areaOrder {
            // An area with no to-dos and no projects yet is kept too, as the list it would have.
            if looseAreas.contains(area.uuid) || projectsOf(area: area.uuid).isEmpty {
                plan.lists.append(.init(key: "things-area:\(area.uuid)", name: area.title, areaName: area.title))
            }
            for project in projectsOf(area: area.uuid) {
                plan.lists.append(
                    .init(key: "things:\(project.uuid)", name: project.title, areaName: area.title, archived: project.status != 0))
            }
        }

        // Headings, in each project's order.
        let planned = Set(plan.lists.map(\.key))
        for heading in rows.tasks.filter({ $0.type == 2 && !$0.trashed }).sorted(by: { ($0.index, $0.uuid) < ($1.index, $1.uuid) }) {
            guard let project = heading.project, planned.contains("things:\(project)"), byId[project]?.trashed == false else { continue }
            plan.headings.append(
                .init(key: "things:\(heading.uuid)", listKey: "things:\(project)", title: heading.title, archived: heading.status != 0))
        }

        // Repeating to-dos: the earliest open copy carries the rule; a template without one is imported itself.
        let templates = rows.tasks.filter { $0.type == 0 && $0.recurrenceRule != nil && !$0.trashed }
        let copiesOf = Dictionary(grouping: rows.tasks.filter { $0.repeatingTemplate != nil && $0.status == 0 && !$0.trashed }) {
            $0.repeatingTemplate!
        }
        var ruleCarrier: [String: Task] = [:]  // to-do uuid → its template
        var importedTemplates: Set<String> = []
        for template in templates {
            let copies = (copiesOf[template.uuid] ?? [])
                .sorted {
                    (day(packed: $0.startDate) ?? LocalDay(year: 9999, month: 12, day: 31), $0.uuid) < (
                        day(packed: $1.startDate) ?? LocalDay(year: 9999, month: 12, day: 31), $1.uuid
                    )
                }
            if let first = copies.first {
                ruleCarrier[first.uuid] = template
            } else if template.status == 0 {
                ruleCarrier[template.uuid] = template
                importedTemplates.insert(template.uuid)
            }
        }

        // Each to-do with the order it takes in its list: (heading's index or nil, its own index).
        struct Placed {
            var task: Task
            var listKey: String?
            var headingIndex: Int?
        }
        var placed: [Placed] = []
        for task in rows.tasks where task.type == 0 {
            if task.trashed {
                plan.notes.append(.init(place: label(task), reason: "It is in Things' Trash."))
                continue
            }
            if task.recurrenceRule != nil, !importedTemplates.contains(task.uuid) { continue }
            var projectId = task.project
            var headingIndex: Int?
            if let headingId = task.heading, let heading = byId[headingId] {
                if isGone(heading) {
                    plan.notes.append(.init(place: label(task), reason: "Its heading is in Things' Trash."))
                    continue
                }
                projectId = projectId ?? heading.project
                headingIndex = heading.index
            }
            if let projectId {
                guard let project = byId[projectId] else {
                    plan.notes.append(.init(place: label(task), reason: "Its project is not in the file."))
                    continue
                }
                if project.trashed {
                    plan.notes.append(.init(place: label(task), reason: "Its project is in Things' Trash."))
                    continue
                }
                placed.append(Placed(task: task, listKey: "things:\(projectId)", headingIndex: headingIndex))
            } else if let area = task.area, areas[area] != nil, task.start != 0 {
                placed.append(Placed(task: task, listKey: "things-area:\(area)", headingIndex: nil))
            } else {
                placed.append(Placed(task: task, listKey: nil, headingIndex: nil))
            }
        }
        // Heading-less to-dos first, then each heading's in the heading's order; inside, `index`.
        placed.sort { a, b in
            if a.listKey != b.listKey { return (a.listKey ?? "") < (b.listKey ?? "") }
            let ah = a.headingIndex.map { ($0, 1) } ?? (Int.min, 0)
            let bh = b.headingIndex.map { ($0, 1) } ?? (Int.min, 0)
            if ah != bh { return ah < bh }
            return (a.task.index, a.task.uuid) < (b.task.index, b.task.uuid)
        }
        // In the order of the lists (the Inbox first), then list order inside each.
        let listPosition = Dictionary(plan.lists.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        placed = placed.enumerated().sorted { x, y in
            let a = x.element.listKey.flatMap { listPosition[$0] } ?? -1
            let b = y.element.listKey.flatMap { listPosition[$0] } ?? -1
            return a != b ? a < b : x.offset < y.offset
        }.map(\.element)

        for item in placed {
            let task = item.task
            let template = ruleCarrier[task.uuid]
            var rule: RepeatRule?
            if let template {
                rule = repeatRule(template.recurrenceRule)
                if rule == nil {
                    plan.notes.append(
                        .init(place: label(task), reason: "Its repeat has no Almanac counterpart; imported without it.", taken: true))
                }
            }
            var startDay = day(packed: task.startDate)
            if importedTemplates.contains(task.uuid) { startDay = day(packed: task.nextInstanceStartDate) ?? startDay }
            let when: TaskWhen? =
                if let startDay { task.startBucket == 1 ? .evening(startDay) : .day(startDay) } else if task.start == 2 { .someday } else {
                    nil
                }
            let status: TaskStatus =
                switch task.status {
                case 3: .completed
                case 2: .canceled
                default: .open
                }
            let areaName: String? =
                if let listKey = item.listKey, let position = listPosition[listKey] { plan.lists[position].areaName } else {
                    task.area.flatMap { areas[$0]?.title }
                }
            let checklist = (checklistOf[task.uuid] ?? []).sorted { $0.index < $1.index }.map {
                TaskImportPlan.ChecklistItem(title: $0.title, done: $0.status != 0)
            }
            plan.todos.append(
                TaskImportPlan.ToDo(
                    key: "things:\(task.uuid)", title: task.title, notes: task.notes, listKey: item.listKey, areaName: areaName,
                    when: when, deadline: day(packed: task.deadline), repeatRule: rule,
                    tags: tagsOf[task.uuid] ?? [], checklist: checklist, status: status,
                    statusAt: status == .open ? nil : instant(task.stopDate), createdAt: instant(task.creationDate),
                    todayRank: task.todayIndex, place: label(task), headingKey: task.heading.map { "things:\($0)" }))
        }
        return plan.checked()
    }
}

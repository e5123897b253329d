import Foundation

/// TickTick's CSV backup, turned into a `TaskImportPlan`.
///
/// The file starts with a few lines about itself (`"Date: 2026-09-25+0000"`, `"Version: 7.1"`, a
/// `"Status: …"` legend over several lines), then the header: `Folder Name, List Name, Title,
/// Kind, Tags, Content, Is Check list, Start Date, Due Date, Reminder, Repeat, Priority, Status,
/// Created Time, Completed Time, Order, Timezone, Is All Day, Is Floating, Column Name, Column
/// Order, View Mode, taskId, parentId` (columns are found by name; older files lack some).
///
/// Decisions: a folder becomes an area of focus over its lists; the list "Inbox" is Almanac's
/// Inbox; `Order` (smaller first) orders each list; the start date (or else the due date) gives
/// the start day, in the row's time zone, and the due date of a row with both gives the
/// deadline; `Repeat` (an RRULE) maps to a repeat where Almanac has one; status 0 is open, 1
/// and 2 completed, -1 ("won't do") canceled; priority 5 is the tag `p1`, 3 `p2`, 1 `p3`; a
/// checklist's lines (`▫` open, `▪` done) become checklist items, and a sub-task (`parentId`)
/// a checklist item of its parent; a list's columns (`Column Name`, ordered by `Column Order`)
/// become its headings, with their to-dos under them.
public enum TickTickImport {
    public static func plan(_ text: String, calendar: TaskImportCalendar) throws(AlmanacError) -> TaskImportPlan {
        let records = try CSVTable.parse(text)
        guard
            let headerIndex = records.firstIndex(where: {
                $0.fields.first?.trimmingCharacters(in: .whitespaces).lowercased() == "folder name"
            })
        else {
            throw .invalid(
                "file", "This is not a TickTick backup: no header row starting with \"Folder Name\", \"List Name\", \"Title\" was found.")
        }
        let header = records[headerIndex]
        var column: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            let key = name.trimmingCharacters(in: .whitespaces).lowercased()
            if column[key] == nil { column[key] = index }
        }
        guard column["title"] != nil, column["list name"] != nil else {
            throw .invalid("file", "line \(header.line): the header needs the columns List Name and Title.")
        }
        var plan = TaskImportPlan(source: .ticktick)
        struct Row {
            var record: CSVTable.Record
            var order: Int
            var todo: TaskImportPlan.ToDo
            var taskId: String
            var parentId: String
        }
        var rows: [Row] = []
        var listKeys: [String: String] = [:]  // lowercased list name → key
        var seen: [String: Int] = [:]
        // Columns: key → (list key, Column Order, first line seen, name).
        var columns: [String: (listKey: String, order: Int, first: Int, name: String)] = [:]
        for record in records[(headerIndex + 1)...] where !record.fields.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            func cell(_ name: String) -> String {
                guard let index = column[name], index < record.fields.count else { return "" }
                return record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let place = "line \(record.line)"
            let title = cell("title")
            guard !title.isEmpty else {
                plan.notes.append(.init(place: place, reason: "A row without a title."))
                continue
            }
            let listName = cell("list name")
            let folder = cell("folder name")
            var listKey: String?
            if !listName.isEmpty, listName.lowercased() != "inbox" {
                if let key = listKeys[listName.lowercased()] {
                    listKey = key
                } else {
                    let key = TaskImportPlan.hashKey(.ticktick, ["list", folder.lowercased(), listName.lowercased()])
                    listKeys[listName.lowercased()] = key
                    plan.lists.append(.init(key: key, name: listName, areaName: folder.isEmpty ? nil : folder))
                    listKey = key
                }
            }
            let zone = TimeZone(identifier: cell("timezone")) ?? calendar.timeZone
            let start = day(cell("start date"), in: zone)
            let due = day(cell("due date"), in: zone)
            let status: TaskStatus
            switch cell("status") {
            case "", "0": status = .open
            case "1", "2": status = .completed
            case "-1": status = .canceled
            default:
                plan.notes.append(.init(place: place, reason: "The status “\(cell("status").prefix(20))” is not 0, 1, 2 or -1."))
                continue
            }
            var tags = cell("tags").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if let tag = ["5": "p1", "3": "p2", "1": "p3"][cell("priority")] { tags.append(tag) }
            var notes = cell("content")
            var checklist: [TaskImportPlan.ChecklistItem] = []
            let isChecklist = ["y", "true", "1"].contains(cell("is check list").lowercased()) || cell("kind").uppercased() == "CHECKLIST"
            if isChecklist {
                var rest: [String] = []
                for line in notes.split(whereSeparator: \.isNewline) {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("▫") {
                        checklist.append(.init(title: String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces)))
                    } else if trimmed.hasPrefix("▪") {
                        checklist.append(.init(title: String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces), done: true))
                    } else {
                        rest.append(String(line))
                    }
                }
                notes = rest.joined(separator: "\n")
            }
            var todo = TaskImportPlan.ToDo(
                key: "", title: title, notes: notes, listKey: listKey, areaName: folder.isEmpty ? nil : folder,
                when: (start ?? due).map { .day($0) }, deadline: start != nil ? due : nil, tags: tags, checklist: checklist,
                status: status, statusAt: instant(cell("completed time")), createdAt: instant(cell("created time")), place: place)
            let columnName = cell("column name")
            if let listKey, !columnName.isEmpty {
                let key = TaskImportPlan.hashKey(
                    .ticktick, ["column", folder.lowercased(), listName.lowercased(), columnName.lowercased()])
                if columns[key] == nil {
                    columns[key] = (listKey, Int(cell("column order")) ?? Int.max, record.line, columnName)
                }
                todo.headingKey = key
            }
            let repeatText = cell("repeat")
            if !repeatText.isEmpty {
                if let rule = repeatRule(repeatText, start: todo.when?.day) {
                    todo.repeatRule = rule
                } else {
                    plan.notes.append(
                        .init(
                            place: place, reason: "The repeat “\(repeatText.prefix(60))” has no Almanac counterpart; imported without it.",
                            taken: true))
                }
            }
            let taskId = cell("taskid")
            if !taskId.isEmpty {
                todo.key = "ticktick:\(taskId)"
            } else {
                let identity = [listName.lowercased(), title]
                let occurrence = seen[identity.joined(separator: "\u{1F}"), default: 0]
                seen[identity.joined(separator: "\u{1F}")] = occurrence + 1
                todo.key = TaskImportPlan.hashKey(.ticktick, identity + [String(occurrence)])
            }
            rows.append(Row(record: record, order: Int(cell("order")) ?? 0, todo: todo, taskId: taskId, parentId: cell("parentid")))
        }
        // Sub-tasks become checklist items of their parents.
        let parents = Dictionary(
            rows.enumerated().filter { !$0.element.taskId.isEmpty }.map { ($0.element.taskId, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        var isChild = Set<Int>()
        for (index, row) in rows.enumerated() where !row.parentId.isEmpty {
            guard let parent = parents[row.parentId], parent != index else {
                plan.notes.append(
                    .init(place: "line \(row.record.line)", reason: "Its parent task is not in the file; imported as a to-do.", taken: true)
                )
                continue
            }
            rows[parent].todo.checklist.append(.init(title: row.todo.title, done: row.todo.status != .open))
            isChild.insert(index)
        }
        let listPosition = Dictionary(plan.lists.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = rows.enumerated().filter { !isChild.contains($0.offset) }.sorted { x, y in
            let a = (x.element.todo.listKey.flatMap { listPosition[$0] } ?? -1, x.element.order, x.offset)
            let b = (y.element.todo.listKey.flatMap { listPosition[$0] } ?? -1, y.element.order, y.offset)
            return a < b
        }
        plan.todos = ordered.map(\.element.todo)
        plan.headings = columns.sorted { x, y in
            (listPosition[x.value.listKey] ?? -1, x.value.order, x.value.first) < (
                listPosition[y.value.listKey] ?? -1, y.value.order, y.value.first
            )
        }.map { TaskImportPlan.Heading(key: $0.key, listKey: $0.value.listKey, title: $0.value.name) }
        return plan.checked()
    }

    /// `2026-09-30T00:00:00+0000` as the day it is in `zone`; nil for an empty or unreadable text.
    static func day(_ text: String, in zone: TimeZone) -> LocalDay? {
        guard !text.isEmpty else { return nil }
        guard let date = instant(text) else { return DayReference.leading(text) }
        return LocalDay(containing: date, in: zone)
    }

    static func instant(_ text: String) -> Date? {
        guard !text.isEmpty else { return nil }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        // `+0000` without a colon, as TickTick writes it.
        var formatter = Date.ISO8601FormatStyle(timeZone: .gmt)
        formatter = formatter.year().month().day().time(includingFractionalSeconds: false).timeZone(separator: .omitted)
        return try? Date(text, strategy: formatter)
    }

    /// An iCalendar RRULE (`FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU`, with or without `RRULE:`) as a
    /// repeat rule, or nil when Almanac has no counterpart (BYSETPOS, hourly…).
    public static func repeatRule(_ text: String, start: LocalDay?) -> RepeatRule? {
        var body = text.trimmingCharacters(in: .whitespaces)
        if body.uppercased().hasPrefix("RRULE:") { body = String(body.dropFirst(6)) }
        var parts: [String: String] = [:]
        for part in body.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { parts[pair[0].uppercased()] = String(pair[1]).uppercased() }
        }
        guard let every = Int(parts["INTERVAL"] ?? "1"), (1...RepeatRule.maxInterval).contains(every), parts["BYSETPOS"] == nil
        else { return nil }
        if parts["TT_SKIP"] != nil || parts["BYHOUR"] != nil { return nil }
        let weekdayNumbers = ["SU": 1, "MO": 2, "TU": 3, "WE": 4, "TH": 5, "FR": 6, "SA": 7]
        switch parts["FREQ"] {
        case "DAILY":
            return .daily(every: every)
        case "WEEKLY":
            let days = (parts["BYDAY"] ?? "").split(separator: ",").compactMap { weekdayNumbers[String($0)] }
            if days.isEmpty, let start { return .weekly(every: every, on: [start.weekday]) }
            return days.isEmpty ? nil : .weekly(every: every, on: days.sorted())
        case "MONTHLY":
            if parts["BYDAY"] != nil { return nil }
            if let day = parts["BYMONTHDAY"].flatMap({ Int($0) }) {
                if day == -1 { return .monthly(every: every, day: 31) }
                return (1...31).contains(day) ? .monthly(every: every, day: day) : nil
            }
            return start.map { .monthly(every: every, day: $0.day) }
        case "YEARLY":
            if let month = parts["BYMONTH"].flatMap({ Int($0) }), let day = parts["BYMONTHDAY"].flatMap({ Int($0) }) {
                return (1...12).contains(month) && (1...31).contains(day) ? .yearly(every: every, month: month, day: day) : nil
            }
            return start.map { .yearly(every: every, month: $0.month, day: $0.day) }
        default:
            return nil
        }
    }
}

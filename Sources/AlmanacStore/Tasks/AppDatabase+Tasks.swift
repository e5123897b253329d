import AlmanacCore
import Foundation
import GRDB

extension AppDatabase {
    // MARK: The user's calendar

    struct TaskCalendar {
        var preferences: UserPreferences
        var dateOrder: DateOrder
        var today: LocalDay
    }

    static func taskCalendar(owner: String, at now: Date, _ db: any StoreDatabase) throws -> TaskCalendar {
        let (preferences, dateOrder) = try calendar(owner: owner, db: db)
        return TaskCalendar(preferences: preferences, dateOrder: dateOrder, today: preferences.today(at: now))
    }

    /// What quick entry would do with `text`, before it does it: the parse, whether its `#list`
    /// would be made as a new list, and the existing list closest to that name.
    public func previewQuickEntry(owner: String, _ text: String) async throws -> QuickEntryPreview {
        let now = now()
        return try await read { db in
            let calendar = try Self.taskCalendar(owner: owner, at: now, db)
            let parsed = QuickEntry.parse(
                text, today: calendar.today, locale: calendar.dateOrder, weekStart: calendar.preferences.weekStart)
            guard let name = parsed.listName else { return QuickEntryPreview(parsed: parsed, today: calendar.today) }
            let names = try String.fetchAll(db, sql: "SELECT name FROM task_lists WHERE owner_id = ? ORDER BY name", arguments: [owner])
            let existing = ListNameMatch.existing(name, among: names)
            var isNewHeading = false
            if let heading = parsed.headingName {
                let list = try Self.list(named: name, owner: owner, db)
                isNewHeading = try list.map { try Self.heading(titled: heading, inList: $0.id, owner: owner, db) == nil } ?? true
            }
            return QuickEntryPreview(
                parsed: parsed, today: calendar.today, isNewList: existing == nil,
                closestList: ListNameMatch.closest(to: name, among: names), isNewHeading: isNewHeading)
        }
    }

    /// Today in the user's time zone, with the user's day start.
    public func taskToday(owner: String) async throws -> LocalDay {
        let now = now()
        return try await read { db in try Self.taskCalendar(owner: owner, at: now, db).today }
    }

    /// Whether `12/11` means 11 December (`monthDay`) or 12 November (`dayMonth`) for this user.
    public func dateOrder(owner: String) async throws -> DateOrder {
        let now = now()
        return try await read { db in try Self.taskCalendar(owner: owner, at: now, db).dateOrder }
    }

    /// A setting of the account: a security event, not an undoable change.
    public func setDateOrder(owner: String, _ order: DateOrder, from client: ClientInfo = .cli) async throws {
        let time = now()
        try await writeUnlogged { db in
            try db.execute(
                sql: "UPDATE users SET date_order = ? WHERE id = ? AND date_order IS DISTINCT FROM ?",
                arguments: [order.rawValue, owner, order.rawValue])
            if db.changesCount > 0 { try Self.recordSecurityEvent(.settingsChanged, owner: owner, client: client, at: time, db: db) }
        }
    }

    // MARK: Adding and changing to-dos

    /// Adds a to-do at `placement` in its list (the Inbox without one) and at the bottom of
    /// Today, or at `placement` in Today when `container` is `.today`.
    public func addTask(
        owner: String, _ new: NewTask, placement: TaskPlacement = .bottom, container: TaskContainer = .list
    ) async throws -> TaskDetails {
        let valid = try Self.validated(new)
        return try await write(owner: owner) { batch in
            var fields = valid
            if let headingId = fields.headingId {
                // A heading names its list: a to-do added under it without a list goes to that list.
                let heading = try TaskHeading.owned(headingId, by: owner, in: batch.db, what: "heading")
                if fields.listId == nil { fields.listId = heading.listId }
                _ = try Self.heading(headingId, inList: fields.listId, owner: owner, batch.db)
            }
            if let listId = fields.listId { _ = try TaskList.owned(listId, by: owner, in: batch.db, what: "list") }
            (fields.goalId, fields.areaId) = try Self.tie(goalId: new.goalId, areaId: new.areaId, owner: owner, batch.db)
            let task = try Self.insertTask(
                owner: owner, fields, list: container == .list ? placement : .bottom,
                today: container == .today ? placement : .bottom, batch: batch)
            try Self.checkTodayTie(task, before: nil, owner: owner, at: batch.now, batch.db)
            batch.describe("Added “\(task.title)”")
            return try Self.details(of: [task], batch.db)[0]
        }
    }

    /// Adds a to-do from a line of quick entry (`Call mom tomorrow 5pm #Family @phone`).
    /// `#List` picks a list by name (any case) and creates it when there is none. The view the
    /// line was typed in gives the defaults: a list's page its list, Today a start of today.
    /// `goalId`/`areaId` tie it to a weekly goal or an area of focus (see `TodayTie`).
    /// `#List/Heading` puts it under that heading, created when the list has none of that title;
    /// `headingName` does the same for a line that names no heading (the CLI's `--heading`).
    public func addTask(
        owner: String, quickEntry text: String, defaultListId: String? = nil, defaultWhen: TaskWhen? = nil,
        goalId: String? = nil, areaId: String? = nil, headingName: String? = nil, estimateMinutes: Int? = nil
    ) async throws -> QuickEntryOutcome {
        try await write(owner: owner) { batch in
            let calendar = try Self.taskCalendar(owner: owner, at: batch.now, batch.db)
            var parsed = QuickEntry.parse(
                text, today: calendar.today, locale: calendar.dateOrder, weekStart: calendar.preferences.weekStart)
            if let headingName, parsed.headingName == nil {
                guard parsed.listName != nil || defaultListId != nil else {
                    throw AlmanacError.invalid("heading", "A heading is in a list: name the list in the line (#List).")
                }
                parsed.headingName = headingName
            }
            var new = NewTask(
                title: parsed.title, listId: defaultListId, when: parsed.start ?? defaultWhen, reminder: parsed.reminder,
                deadline: parsed.deadline, repeatRule: parsed.repeatRule, tags: parsed.tags, estimateMinutes: estimateMinutes)
            if let defaultListId { _ = try TaskList.owned(defaultListId, by: owner, in: batch.db, what: "list") }
            var createdList = false
            var createdHeading = false
            if let name = parsed.listName {
                if let list = try Self.list(named: name, owner: owner, batch.db) {
                    new.listId = list.id
                } else {
                    new.listId = try Self.insertList(owner: owner, name: name, color: nil, icon: nil, batch: batch).id
                    createdList = true
                }
            }
            // The line's heading, in the list it names (or the page's list, for `--heading`).
            if let title = parsed.headingName, let listId = new.listId {
                if let heading = try Self.heading(titled: title, inList: listId, owner: owner, batch.db) {
                    new.headingId = heading.id
                } else {
                    let title = try Validate.title(title, field: "heading", max: Limits.nameLength)
                    new.headingId = try Self.insertHeading(owner: owner, listId: listId, title: title, placement: .bottom, batch: batch).id
                    createdHeading = true
                }
            }
            var fields = try Self.validated(new)
            (fields.goalId, fields.areaId) = try Self.tie(goalId: goalId, areaId: areaId, owner: owner, batch.db)
            let task = try Self.insertTask(owner: owner, fields, list: .bottom, today: .bottom, batch: batch)
            try Self.checkTodayTie(task, before: nil, owner: owner, at: batch.now, batch.db)
            batch.describe("Added “\(task.title)”")
            return QuickEntryOutcome(
                task: try Self.details(of: [task], batch.db)[0], parsed: parsed, createdList: createdList, createdHeading: createdHeading)
        }
    }

    /// The to-dos completed during the user's `day` (from its day-start hour), in the order they were done.
    public func completedTasks(owner: String, on day: LocalDay) async throws -> [TaskDetails] {
        try await read { db in try Self.completedTasks(owner: owner, on: day, db) }
    }

    static func completedTasks(owner: String, on day: LocalDay, _ db: any StoreDatabase) throws -> [TaskDetails] {
        let (from, to) = try dayBounds(owner: owner, from: day, through: day, db: db)
        let tasks = try ToDo.fetchReadable(
            db,
            sql:
                "SELECT * FROM tasks WHERE owner_id = ? AND status = 'completed' AND status_at >= ? AND status_at < ? ORDER BY status_at, id",
            arguments: [owner, from.storedValue, to.storedValue])
        return try details(of: tasks, db)
    }

    public func task(owner: String, id: String) async throws -> TaskDetails {
        try await read { db in try Self.task(owner: owner, id: id, db) }
    }

    static func task(owner: String, id: String, _ db: any StoreDatabase) throws -> TaskDetails {
        try details(of: [try ToDo.owned(id, by: owner, in: db, what: "to-do")], db)[0]
    }

    public func updateTask(owner: String, id: String, _ changes: TaskChanges) async throws -> TaskDetails {
        let title = try changes.title.map { try Validate.title($0) }
        let notes = try Validate.notes(changes.notes)
        let repeatRule = try changes.repeatRule.map { try $0?.validated() }
        let tags = try changes.tags.map(Self.validatedTags)
        let estimate = try changes.estimateMinutes.map { try TaskEstimate.check($0) }
        return try await write(owner: owner) { batch in
            var task = try ToDo.owned(id, by: owner, in: batch.db, what: "to-do")
            let before = task
            if let title { task.title = title }
            if let estimate { task.estimateMinutes = estimate }
            if let notes { task.notes = notes }
            if let when = changes.when { task.when = when }
            if let reminder = changes.reminder { task.reminderTime = reminder }
            if let deadline = changes.deadline { task.deadlineDay = deadline }
            if let repeatRule { task.repeating = repeatRule }
            if changes.goalId != nil || changes.areaId != nil {
                (task.goalId, task.areaId) = try Self.tie(
                    goalId: changes.goalId ?? nil, areaId: changes.areaId ?? nil, owner: owner, batch.db)
            }
            try Self.checkTodayTie(task, before: before, owner: owner, at: batch.now, batch.db)
            var newListKey: OrderScope.Decision?
            if let listId = changes.listId, listId != task.listId {
                if let listId { _ = try TaskList.owned(listId, by: owner, in: batch.db, what: "list") }
                task.listId = listId
                // Headings belong to one list: a to-do moved to another leaves its heading.
                task.headingId = nil
                // A to-do moved to another list goes to the bottom of it.
                newListKey = try OrderScope.list(owner: owner, listId: listId).decideForNewRow(at: .bottom, id: id, batch.db)
                if case .key(let key, _, _) = newListKey { task.listKey = key } else { task.listKey = OrderScope.temporaryKey(for: id) }
            }
            if let headingId = changes.headingId {
                if let headingId { _ = try Self.heading(headingId, inList: task.listId, owner: owner, batch.db) }
                task.headingId = headingId
            }
            if task != before {
                task.updatedAt = batch.now
                try batch.update(task)
            }
            if case .rebalance(let order) = newListKey {
                try OrderScope.list(owner: owner, listId: task.listId).rebalance(order, moving: id, batch: batch)
            }
            if let tags { try Self.setTags(tags, of: id, owner: owner, batch: batch) }
            batch.describe("Changed “\(task.title)”")
            return try Self.details(of: [try ToDo.owned(id, by: owner, in: batch.db, what: "to-do")], batch.db)[0]
        }
    }

    /// Completes a to-do. A repeating one comes back as a new to-do on its next date, placed
    /// right after the completed copy, which stays in the Logbook.
    public func completeTask(owner: String, id: String) async throws -> TaskCompletion {
        try await finish(owner: owner, id: id, status: .completed)
    }

    /// Cancels a to-do (it goes to the Logbook as canceled); a repeating one still comes back.
    public func cancelTask(owner: String, id: String) async throws -> TaskCompletion {
        try await finish(owner: owner, id: id, status: .canceled)
    }

    private func finish(owner: String, id: String, status: TaskStatus) async throws -> TaskCompletion {
        try await write(owner: owner) { batch in
            var task = try ToDo.owned(id, by: owner, in: batch.db, what: "to-do")
            guard task.status == .open else {
                throw AlmanacError.conflict("“\(task.title)” is already \(task.status.rawValue).")
            }
            let next = try Self.finish(&task, status: status, owner: owner, batch: batch)
            batch.describe("\(status == .completed ? "Completed" : "Canceled") “\(task.title)”")
            let details = try Self.details(of: [task] + (next.map { [$0] } ?? []), batch.db)
            return TaskCompletion(task: details[0], next: details.count > 1 ? details[1] : nil)
        }
    }

    /// Marks an open to-do completed or canceled inside `batch`; a repeating one comes back as the
    /// next occurrence, which is returned. Shared with Focus, which completes an intention's to-do
    /// in the same step as its review.
    static func finish(_ task: inout ToDo, status: TaskStatus, owner: String, batch: ChangeBatch) throws -> ToDo? {
        task.status = status
        task.statusAt = batch.now
        task.updatedAt = batch.now
        try batch.update(task)
        guard let rule = task.repeating else { return nil }
        let calendar = try Self.taskCalendar(owner: owner, at: batch.now, batch.db)
        let dates = rule.nextDates(
            when: task.when, deadline: task.deadlineDay, completedOn: calendar.today, weekStart: calendar.preferences.weekStart)
        return try Self.insertNextOccurrence(of: task, when: dates.when, deadline: dates.deadline, batch: batch)
    }

    /// Opens a completed or canceled to-do again.
    public func reopenTask(owner: String, id: String) async throws -> TaskDetails {
        try await write(owner: owner) { batch in
            var task = try ToDo.owned(id, by: owner, in: batch.db, what: "to-do")
            guard task.status != .open else { throw AlmanacError.conflict("“\(task.title)” is already open.") }
            task.status = .open
            task.statusAt = nil
            task.updatedAt = batch.now
            try batch.update(task)
            batch.describe("Reopened “\(task.title)”")
            return try Self.details(of: [task], batch.db)[0]
        }
    }

    /// Deletes a to-do with its checklist and tags (undo brings all of it back).
    @discardableResult
    public func deleteTask(owner: String, id: String) async throws -> ToDo {
        try await write(owner: owner) { batch in
            let task = try ToDo.owned(id, by: owner, in: batch.db, what: "to-do")
            try Self.deleteTaskRows(task, batch: batch)
            batch.describe("Deleted “\(task.title)”")
            return task
        }
    }

    /// Moves a to-do before or after another one of the same container, or to its top or
    /// bottom. The key is computed from the two neighbours inside the write transaction, so
    /// one move writes one row (unless the container's keys had to be rewritten).
    ///
    /// In a list with headings, `heading` moves it into a heading (or out of them) too: `before:`
    /// and `after:` then name a to-do of that heading; without `heading`, a to-do placed next to
    /// another takes that one's heading, and top and bottom keep its own. A to-do's key orders it
    /// only within its heading (the page groups by heading), so crossing a heading still writes
    /// one row.
    public func moveTask(
        owner: String, id: String, to placement: TaskPlacement, in container: TaskContainer = .list,
        heading: HeadingTarget? = nil
    ) async throws -> TaskMove {
        try await write(owner: owner) { batch in
            var task = try ToDo.owned(id, by: owner, in: batch.db, what: "to-do")
            let scope = container == .list ? OrderScope.list(owner: owner, listId: task.listId) : .today(owner: owner)
            let resolved = try Self.resolve(placement, moving: task, container: container, owner: owner, batch.db)
            var headingChanged = false
            if container == .list {
                var target = task.headingId
                if let heading {
                    if let headingId = heading.id { _ = try Self.heading(headingId, inList: task.listId, owner: owner, batch.db) }
                    target = heading.id
                }
                switch resolved {
                case .before(let anchorId, _), .after(let anchorId, _):
                    let anchor = try ToDo.owned(anchorId, by: owner, in: batch.db, what: "to-do")
                    if heading == nil {
                        target = anchor.headingId
                    } else if anchor.headingId != target {
                        let field = if case .before = placement { "before" } else { "after" }
                        throw AlmanacError.invalid(field, "“\(anchor.title)” is under another heading than the one the to-do moves to.")
                    }
                case .top, .bottom:
                    break
                }
                if target != task.headingId {
                    task.headingId = target
                    task.updatedAt = batch.now
                    try batch.update(task)
                    headingChanged = true
                }
            }
            let written = max(try scope.place(id, at: resolved, batch: batch), headingChanged ? 1 : 0)
            batch.describe("Moved “\(task.title)”")
            return TaskMove(
                task: try Self.details(of: [try ToDo.owned(id, by: owner, in: batch.db, what: "to-do")], batch.db)[0],
                rowsWritten: written)
        }
    }

    // MARK: Reminders

    /// The open to-dos whose reminder time has come on their start day (`TaskReminder`) and that
    /// were not announced yet; records them as announced and as the user's last reminder, which
    /// the open pages show. The reminder service calls this each half minute and sends the
    /// webhook. A reminder the user set rings in quiet hours too.
    public func deliverDueTaskReminders(owner: String) async throws -> DeliveredReminder? {
        guard let user = try await user(id: owner) else { return nil }
        let time = now()
        return try await writeUnlogged { db in
            let today = try Self.taskCalendar(owner: owner, at: time, db).today
            // Open to-dos with a reminder starting yesterday or today, not announced for that day yet.
            let candidates = try ToDo.fetchReadable(
                db,
                sql: """
                    SELECT * FROM tasks t WHERE owner_id = ? AND status = 'open' AND reminder IS NOT NULL
                    AND start_day BETWEEN ? AND ?
                    AND NOT EXISTS (SELECT 1 FROM task_reminder_notices n WHERE n.task_id = t.id AND n.day = t.start_day)
                    ORDER BY reminder, id
                    """, arguments: [owner, today.adding(days: -1).description, today.description])
            let due = candidates.filter { task in
                guard let day = task.startDay.flatMap(LocalDay.init), let reminder = task.reminderTime else { return false }
                return TaskReminder.isDue(reminder, on: day, in: user.preferences.zone, now: time)
            }
            for task in due {
                try db.execute(
                    sql: "INSERT INTO task_reminder_notices (task_id, day, owner_id, sent_at) VALUES (?, ?, ?, ?)",
                    arguments: [task.id, task.startDay, owner, time])
            }
            guard !due.isEmpty else { return nil }
            let titles = due.map { "“\($0.title)”" }.joined(separator: ", ")
            let message = (due.count == 1 ? "Reminder: " : "Reminders: ") + titles + "."
            var notice = try FocusNotice.of(owner, db: db) ?? FocusNotice(ownerId: owner)
            notice.lastReminderAt = time
            notice.lastMessage = message
            notice.lastKind = "todo"
            try notice.save(db)
            return DeliveredReminder(kind: "todo", message: message, at: time, intentionId: nil)
        }
    }

    // MARK: - Inside transactions

    struct ValidTask {
        var title: String
        var notes: String
        var listId: String?
        var when: TaskWhen?
        var reminder: WallClockTime?
        var deadline: LocalDay?
        var repeatRule: RepeatRule?
        var tags: [String]
        var checklist: [String]
        /// Checked against the owner's goals and areas inside the write (`tie`).
        var goalId: String? = nil
        var areaId: String? = nil
        var headingId: String? = nil
        var estimateMinutes: Int? = nil
    }

    static func validated(_ new: NewTask) throws -> ValidTask {
        try Limits.check(count: new.checklist.count, of: "checklist", limit: Limits.checklistItems, what: "checklist items on a to-do")
        return ValidTask(
            title: try Validate.title(new.title), notes: try Validate.notes(new.notes) ?? "", listId: new.listId,
            when: new.when, reminder: new.reminder, deadline: new.deadline, repeatRule: try new.repeatRule?.validated(),
            tags: try validatedTags(new.tags), checklist: try new.checklist.map { try Validate.title($0, field: "checklist") },
            headingId: new.headingId, estimateMinutes: try TaskEstimate.check(new.estimateMinutes))
    }

    static func validatedTags(_ tags: [String]) throws -> [String] {
        try Limits.check(count: tags.count, of: "tags", limit: Limits.tags, what: "tags on a to-do")
        var seen = Set<String>()
        var result: [String] = []
        for tag in tags {
            var name = tag.trimmingCharacters(in: .whitespacesAndNewlines)
            if name.hasPrefix("@") { name.removeFirst() }
            name = try Validate.title(name, field: "tags", max: 100)
            if seen.insert(name.lowercased()).inserted { result.append(name) }
        }
        return result
    }

    static func validatedColor(_ color: String?) throws -> String? {
        guard let color = color?.trimmingCharacters(in: .whitespaces).lowercased(), !color.isEmpty else { return nil }
        guard TaskList.colors.contains(color) else {
            throw AlmanacError.invalid("color", "The colour is one of \(TaskList.colors.joined(separator: ", ")).")
        }
        return color
    }

    static func validatedIcon(_ icon: String?) throws -> String? {
        guard let icon = icon?.trimmingCharacters(in: .whitespaces), !icon.isEmpty else { return nil }
        guard icon.count == 1, icon.unicodeScalars.contains(where: { $0.properties.isEmoji && $0.value > 0xFF }) else {
            throw AlmanacError.invalid("icon", "The icon is one emoji.")
        }
        return icon
    }

    static func list(named name: String, owner: String, _ db: any StoreDatabase) throws -> TaskList? {
        try TaskList.fetchOneReadable(
            db, sql: "SELECT * FROM task_lists WHERE owner_id = ? AND name = ? COLLATE NOCASE",
            arguments: [owner, name.trimmingCharacters(in: .whitespaces)])
    }

    static func insertList(owner: String, name: String, color: String?, icon: String?, batch: ChangeBatch) throws -> TaskList {
        let name = try Validate.title(name, field: "name", max: Limits.nameLength)
        let color = try validatedColor(color)
        let icon = try validatedIcon(icon)
        if let existing = try list(named: name, owner: owner, batch.db) {
            throw AlmanacError.invalid("name", "There is already a list named “\(existing.name)”.")
        }
        let id = UUIDv7.make(at: batch.now)
        let scope = OrderScope.lists(owner: owner)
        let decision = try scope.decideForNewRow(at: .bottom, id: id, batch.db)
        let key = if case .key(let key, _, _) = decision { key } else { OrderScope.temporaryKey(for: id) }
        let list = TaskList(
            id: id, ownerId: owner, name: name, color: color, icon: icon, archived: false, orderKey: key, createdAt: batch.now)
        try batch.insert(list)
        if case .rebalance(let order) = decision { try scope.rebalance(order, moving: id, batch: batch) }
        return list
    }

    /// Resolves `before:`/`after:` against the moving to-do's container; refuses itself, a
    /// to-do of another list, and unknown or foreign ids (not found).
    static func resolve(
        _ placement: TaskPlacement, moving task: ToDo?, listId: String? = nil, container: TaskContainer, owner: String,
        _ db: any StoreDatabase
    ) throws -> OrderScope.Resolved {
        try OrderScope.resolve(
            placement, moving: task?.id, itself: { "A to-do cannot be moved \($0) itself." },
            anchor: { anchorId, field in
                let anchor = try ToDo.owned(anchorId, by: owner, in: db, what: "to-do")
                if container == .list, anchor.listId != (task?.listId ?? listId) {
                    throw AlmanacError.invalid(
                        field, "“\(anchor.title)” is in another list; a to-do moves within its own list (change its list first).")
                }
                return (anchor.id, container == .list ? anchor.listKey : anchor.todayKey)
            })
    }

    static func insertTask(
        owner: String, _ fields: ValidTask, list: TaskPlacement, today: TaskPlacement, batch: ChangeBatch
    ) throws -> ToDo {
        let id = UUIDv7.make(at: batch.now)
        let listScope = OrderScope.list(owner: owner, listId: fields.listId)
        let todayScope = OrderScope.today(owner: owner)
        let listPlacement = try resolve(list, moving: nil, listId: fields.listId, container: .list, owner: owner, batch.db)
        let todayPlacement = try resolve(today, moving: nil, container: .today, owner: owner, batch.db)
        let listDecision = try listScope.decideForNewRow(at: listPlacement, id: id, batch.db)
        let todayDecision = try todayScope.decideForNewRow(at: todayPlacement, id: id, batch.db)
        var task = ToDo(
            id: id, ownerId: owner, title: fields.title, notes: fields.notes, listId: fields.listId, startDay: nil,
            evening: false, someday: false, reminder: fields.reminder?.description, deadline: fields.deadline?.description,
            status: .open, statusAt: nil, repeatRule: nil, goalId: fields.goalId, areaId: fields.areaId,
            listKey: Self.key(listDecision, id: id), todayKey: Self.key(todayDecision, id: id),
            createdAt: batch.now, updatedAt: batch.now, headingId: fields.headingId, estimateMinutes: fields.estimateMinutes)
        task.when = fields.when
        task.repeating = fields.repeatRule
        try batch.insert(task)
        if case .rebalance(let order) = listDecision { try listScope.rebalance(order, moving: id, batch: batch) }
        if case .rebalance(let order) = todayDecision { try todayScope.rebalance(order, moving: id, batch: batch) }
        try setTags(fields.tags, of: id, owner: owner, batch: batch)
        for title in fields.checklist {
            _ = try insertChecklistItem(title: title, done: false, into: task, batch: batch)
        }
        return try ToDo.owned(id, by: owner, in: batch.db, what: "to-do")
    }

    private static func key(_ decision: OrderScope.Decision, id: String) -> String {
        if case .key(let key, _, _) = decision { return key }
        return OrderScope.temporaryKey(for: id)
    }

    /// The next copy of a repeating to-do, right after it in its list and in Today, with the
    /// same tags and an unticked checklist.
    static func insertNextOccurrence(of task: ToDo, when: TaskWhen?, deadline: LocalDay?, batch: ChangeBatch) throws -> ToDo {
        let tags = try String.fetchAll(
            batch.db,
            sql: """
                SELECT g.name FROM task_tag_links k JOIN task_tags g ON g.id = k.tag_id AND g.owner_id = k.owner_id
                WHERE k.owner_id = ? AND k.task_id = ? ORDER BY k.id
                """,
            arguments: [task.ownerId, task.id])
        let checklist = try ChecklistItem.fetchReadable(
            batch.db, sql: "SELECT * FROM task_checklist_items WHERE owner_id = ? AND task_id = ? ORDER BY order_key, id",
            arguments: [task.ownerId, task.id])
        let fields = ValidTask(
            title: task.title, notes: task.notes, listId: task.listId, when: when, reminder: task.reminderTime,
            deadline: deadline, repeatRule: task.repeating, tags: tags, checklist: checklist.map(\.title),
            goalId: task.goalId, areaId: task.areaId, headingId: task.headingId, estimateMinutes: task.estimateMinutes)
        return try insertTask(owner: task.ownerId, fields, list: .after(task.id), today: .after(task.id), batch: batch)
    }

    /// The goal-or-area tie, checked against the owner's rows: a goal brings its area, and an
    /// area sent with a goal has to be the goal's.
    static func tie(goalId: String?, areaId: String?, owner: String, _ db: any StoreDatabase) throws -> (String?, String?) {
        if let goalId {
            let goal = try GoalRecord.owned(goalId, by: owner, in: db, what: "goal")
            if let areaId, areaId != goal.areaId {
                throw AlmanacError.invalid(TodayTie.field, "The goal “\(goal.title)” is in another area; send the goal alone.")
            }
            return (goal.id, goal.areaId)
        }
        if let areaId { return (nil, try Area.owned(areaId, by: owner, in: db, what: "area").id) }
        return (nil, nil)
    }

    /// `TodayTie` for a to-do as it is about to be written (`before` is nil for a new one).
    static func checkTodayTie(_ task: ToDo, before: ToDo?, owner: String, at now: Date, _ db: any StoreDatabase) throws {
        let today = try taskCalendar(owner: owner, at: now, db).today
        let keepsAreas =
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM areas WHERE owner_id = ? AND archived = 0)", arguments: [owner]) ?? false
        func untiedInToday(_ task: ToDo) -> Bool { task.home(on: today) == .today && task.goalId == nil && task.areaId == nil }
        try TodayTie.check(
            title: task.title, isInToday: task.home(on: today) == .today, isTied: task.goalId != nil || task.areaId != nil,
            wasUntiedInToday: before.map(untiedInToday) ?? false, userKeepsAreas: keepsAreas)
    }

    static func deleteTaskRows(_ task: ToDo, batch: ChangeBatch) throws {
        for link in try TaskTagLink.ofTask(task.id, owner: task.ownerId, db: batch.db) {
            try batch.delete(link)
        }
        for item in try ChecklistItem.fetchReadable(
            batch.db, sql: "SELECT * FROM task_checklist_items WHERE owner_id = ? AND task_id = ?", arguments: [task.ownerId, task.id])
        {
            try batch.delete(item)
        }
        // A block planned for the to-do stays in the plan under its own title (Plan).
        for var block in try TimeBlock.fetchReadable(
            batch.db, sql: "SELECT * FROM plan_blocks WHERE owner_id = ? AND task_id = ?", arguments: [task.ownerId, task.id])
        {
            block.taskId = nil
            try batch.update(block)
        }
        try batch.delete(task)
    }

    /// Gives a to-do exactly these tags, creating tags that do not exist yet (any case matches).
    static func setTags(_ names: [String], of taskId: String, owner: String, batch: ChangeBatch) throws {
        var wanted: [String: String] = [:]  // tag id → name
        for name in names {
            let tag: TaskTag
            if let existing = try TaskTag.fetchOneReadable(
                batch.db, sql: "SELECT * FROM task_tags WHERE owner_id = ? AND name = ? COLLATE NOCASE", arguments: [owner, name])
            {
                tag = existing
            } else {
                tag = TaskTag(id: UUIDv7.make(at: batch.now), ownerId: owner, name: name)
                try batch.insert(tag)
            }
            wanted[tag.id] = tag.name
        }
        let links = try TaskTagLink.ofTask(taskId, owner: owner, db: batch.db)
        for link in links where wanted[link.tagId] == nil { try batch.delete(link) }
        let present = Set(links.map(\.tagId))
        for tagId in wanted.keys.sorted() where !present.contains(tagId) {
            try batch.insert(TaskTagLink(id: UUIDv7.make(at: batch.now), ownerId: owner, taskId: taskId, tagId: tagId))
        }
    }

    static func insertChecklistItem(title: String, done: Bool, into task: ToDo, batch: ChangeBatch) throws -> ChecklistItem {
        let id = UUIDv7.make(at: batch.now)
        let scope = OrderScope.checklist(owner: task.ownerId, taskId: task.id)
        let decision = try scope.decideForNewRow(at: .bottom, id: id, batch.db)
        let item = ChecklistItem(
            id: id, ownerId: task.ownerId, taskId: task.id, title: title, done: done, orderKey: key(decision, id: id))
        try batch.insert(item)
        if case .rebalance(let order) = decision { try scope.rebalance(order, moving: id, batch: batch) }
        return try ChecklistItem.owned(id, by: task.ownerId, in: batch.db, what: "checklist item")
    }

    /// The to-dos with their lists, tags, checklists, goals, areas and headings, in the order given (six
    /// queries, seven when a to-do has a heading).
    static func details(of tasks: [ToDo], _ db: any StoreDatabase) throws -> [TaskDetails] {
        guard let owner = tasks.first?.ownerId else { return [] }
        // The ids as one JSON array for both look-ups (`json_each`), encoded once.
        let ids = jsonText(tasks.map(\.id))
        let listIds = Set(tasks.compactMap(\.listId))
        let lists = Dictionary(
            uniqueKeysWithValues: try TaskList.owned(listIds, by: owner, in: db).map { ($0.id, $0) })
        var tags: [String: [String]] = [:]
        // `+k.owner_id`: the links are found by their to-dos; otherwise SQLite walks every tag of
        // the owner first.
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT k.task_id, g.name FROM task_tag_links k JOIN task_tags g ON g.id = k.tag_id AND g.owner_id = k.owner_id
                WHERE +k.owner_id = ? AND k.task_id IN (SELECT value FROM json_each(?)) ORDER BY g.name COLLATE NOCASE
                """, arguments: [owner, ids])
        {
            tags[row["task_id"], default: []].append(row["name"])
        }
        var checklists: [String: [ChecklistItem]] = [:]
        for item in try ChecklistItem.fetchReadable(
            db,
            sql: """
                SELECT * FROM task_checklist_items WHERE owner_id = ? AND task_id IN (SELECT value FROM json_each(?))
                ORDER BY order_key, id
                """,
            arguments: [owner, ids])
        {
            checklists[item.taskId, default: []].append(item)
        }
        let goals = Dictionary(
            uniqueKeysWithValues: try GoalRecord.owned(Set(tasks.compactMap(\.goalId)), by: owner, in: db).map {
                ($0.id, $0)
            })
        let areas = Dictionary(
            uniqueKeysWithValues: try Area.owned(Set(tasks.compactMap(\.areaId)), by: owner, in: db).map { ($0.id, $0) })
        let headingIds = Set(tasks.compactMap(\.headingId))
        let headings =
            Dictionary(uniqueKeysWithValues: try TaskHeading.owned(headingIds, by: owner, in: db).map { ($0.id, $0) })
        return tasks.map { task in
            TaskDetails(
                task: task, list: task.listId.flatMap { lists[$0] }, heading: task.headingId.flatMap { headings[$0] },
                tags: tags[task.id] ?? [],
                checklist: checklists[task.id] ?? [], goal: task.goalId.flatMap { goals[$0] },
                area: task.areaId.flatMap { areas[$0] })
        }
    }
}

extension TaskTagLink {
    /// The tags' links of one to-do.
    static func ofTask(_ taskId: String, owner: String, db: any StoreDatabase) throws -> [TaskTagLink] {
        try fetchReadable(db, sql: "SELECT * FROM task_tag_links WHERE owner_id = ? AND task_id = ?", arguments: [owner, taskId])
    }
}

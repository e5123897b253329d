import AlmanacCore
import AlmanacStore
import Foundation

/// The to-do's detail form (`TasksRoutes.save`), read once: every field checked, every wrong one
/// reported (`FormReader`).
struct TaskFields {
    var title: String
    var notes: String
    var when: TaskWhen?
    var deadline: LocalDay?
    /// Absent from the form: the estimate is left as it is.
    var estimateMinutes: Int??
    var reminder: WallClockTime?
    var listId: String?
    /// Set only when the heading picker was shown for the list chosen (see `init`).
    var headingId: String??
    /// Absent from the form: the tie to a goal or an area is left as it is.
    var link: (goalId: String?, areaId: String?)?
    var tags: [String]
    var repeatRule: RepeatRule?

    init(_ form: FormData, today: LocalDay) throws {
        var fields = FormReader(form)
        let titleText = fields.text("title")
        title = fields.check("title") { try Validate.title(titleText) } ?? ""
        notes = fields.text("notes")
        func day(_ key: String) -> LocalDay? {
            guard let text = fields.optional(key) else { return nil }
            return fields.check(key) { try DayReference.parse(text, today: today, field: key) } ?? nil
        }
        let start = day("startDay")
        let startTyped = fields.optional("startDay") != nil
        switch fields.text("whenKind") {
        case "someday": when = .someday
        case "evening": when = .evening(start ?? today)
        case "day":
            if start == nil, !startTyped { fields.refuse("startDay", "Choose the day to start.") }
            when = start.map { TaskWhen.day($0) }
        default: when = nil
        }
        deadline = day("deadline")
        let estimate = fields.raw("estimate")
        estimateMinutes = estimate == nil ? nil : .some(fields.check("estimate") { try TaskEstimate.parse(estimate) } ?? nil)
        let reminderText = fields.optional("reminder")
        reminder = reminderText.flatMap { text in fields.check("reminder") { try TasksJSON.reminder(text) } }
        listId = fields.optional("listId")
        // The heading picker lists the headings of the list the page was shown with
        // (`headingListId`); when another list is chosen, the to-do leaves its heading.
        let shownFor = fields.optional("headingListId")
        headingId = fields.raw("headingId") != nil && (shownFor == nil || shownFor == listId) ? .some(fields.optional("headingId")) : nil
        let linkText = fields.raw("link")
        link = linkText == nil ? nil : fields.check("link") { try parseLink(linkText) }
        tags = Self.tags(fields.text("tags"))
        let every = Int(fields.text("repeatEvery")) ?? 1
        let anchor = start ?? today
        repeatRule =
            switch fields.text("repeatKind") {
            case "daily": .daily(every: every)
            case "weekly": .weekly(every: every, on: [anchor.weekday])
            case "monthly": .monthly(every: every, day: anchor.day)
            case "yearly": .yearly(every: every, month: anchor.month, day: anchor.day)
            case "afterCompletion": .afterCompletion(days: every)
            default: nil
            }
        try fields.finish()
    }

    static func tags(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    var changes: TaskChanges {
        var changes = TaskChanges(title: title, notes: notes)
        changes.when = .some(when)
        changes.deadline = .some(deadline)
        changes.estimateMinutes = estimateMinutes
        changes.reminder = .some(reminder)
        changes.listId = .some(listId)
        changes.headingId = headingId
        if let link { (changes.goalId, changes.areaId) = (.some(link.goalId), .some(link.areaId)) }
        changes.tags = tags
        changes.repeatRule = .some(repeatRule)
        return changes
    }

    /// After a refused save, the to-do as typed, so the page shows the values kept.
    static func keep(_ form: FormData, in details: inout TaskDetails) {
        let fields = FormReader(form)
        details.task.title = fields.raw("title") ?? details.task.title
        details.task.notes = fields.raw("notes") ?? details.task.notes
        details.task.startDay = fields.optional("startDay")
        details.task.evening = fields.text("whenKind") == "evening"
        details.task.someday = fields.text("whenKind") == "someday"
        details.task.reminder = fields.optional("reminder")
        details.task.deadline = fields.optional("deadline")
        details.task.estimateMinutes = (try? TaskEstimate.parse(fields.raw("estimate"))) ?? nil
        details.task.listId = fields.optional("listId")
        details.tags = tags(fields.text("tags"))
    }
}

/// The quick-entry form (`TasksRoutes.add`): a line of text understood by `QuickEntry`, with the
/// list, day and goal or area of the page it was typed on.
struct QuickEntryFields {
    enum DefaultWhen: String { case today, someday }

    var text: String
    var listId: String?
    var defaultWhen: DefaultWhen?
    var link: (goalId: String?, areaId: String?)

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        text = fields.text("text")
        listId = fields.optional("listId")
        defaultWhen = DefaultWhen(rawValue: fields.text("defaultWhen"))
        let linkText = fields.raw("link")
        link = fields.check("link") { try parseLink(linkText) } ?? (nil, nil)
        try fields.finish()
    }
}

/// Moving a to-do (`TasksRoutes.move`): before or after another, or to the top or bottom.
struct MoveTaskFields {
    var placement: TaskPlacement
    var container: TaskContainer
    /// An id, or empty for none; absent, the to-do keeps its heading.
    var heading: HeadingTarget?

    init(_ form: FormData) {
        let fields = FormReader(form)
        if let before = fields.optional("before") {
            placement = .before(before)
        } else if let after = fields.optional("after") {
            placement = .after(after)
        } else {
            placement = fields.text("to") == "top" ? .top : .bottom
        }
        container = TaskContainer(rawValue: fields.text("container")) ?? .list
        heading = fields.raw("heading").map { $0.isEmpty ? HeadingTarget.none : .heading($0) }
    }
}

/// A list's form (`TasksRoutes.createList`, `TasksRoutes.updateList`); the Store checks the name,
/// colour and icon.
struct TaskListFields {
    /// Absent on an update: the name is kept.
    var name: String?
    var color: String?
    var icon: String?
    var archived: Bool

    init(_ form: FormData) {
        let fields = FormReader(form)
        name = fields.raw("name")
        color = fields.optional("color")
        icon = fields.optional("icon")
        archived = fields.text("archived") == "on"
    }
}

/// A checklist item's forms: its title when added, done or not when ticked.
struct ChecklistItemFields {
    var title: String
    var done: Bool

    init(_ form: FormData) {
        let fields = FormReader(form)
        title = fields.text("title")
        done = fields.text("done") == "true"
    }
}

/// A heading's forms: its title when added or renamed, archived or not, and on delete what happens
/// to its to-dos (`tasks`: keep or delete, read by `TaskHeadingsController.headingDeletion`).
struct TaskHeadingFields {
    /// Absent on an update: the title is kept.
    var title: String?
    /// Absent: the heading stays as it is; "true" archives it, anything else brings it back.
    var archived: Bool?
    var tasks: String?

    init(_ form: FormData) {
        let fields = FormReader(form)
        title = fields.raw("title")
        archived = fields.raw("archived").map { $0 == "true" }
        tasks = fields.raw("tasks")
    }
}

/// `back`: the page a Tasks form returns to, as posted (`TasksController.safeBack` checks it).
enum TaskReturnField {
    static func posted(_ form: FormData?) -> String? { form.flatMap { FormReader($0).raw("back") } }
}

/// The import upload (`TaskImportsController.importPreview`, multipart/form-data): the app the
/// file comes from (`source`, read by `TaskImportSource`) and the file.
struct TaskImportUploadFields {
    var source: String?
    var file: MultipartForm.Part?

    init(_ form: MultipartForm) {
        source = form["source"]
        file = form.files(named: "file").first
    }
}

/// The import's confirmation (`TaskImportsController.importConfirm`): the upload kept for it.
struct TaskImportConfirmFields {
    var upload: String

    init(_ form: FormData) throws {
        var fields = FormReader(form)
        upload = fields.require("upload", label: "The upload")
        try fields.finish()
    }
}
